import zlib from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { postBooking, signIn } from './staff.ts';

const FORBIDDEN_TEXT = 'Bạn không có quyền truy cập. Vui lòng đăng nhập lại.';
const DAY_S = 24 * 3600;

/** A real PNG (solid colour) so the gateway's sharp decodes it. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

function saveButton(page: Page) {
  return page.getByRole('button', { name: 'Lưu thay đổi' });
}

test.describe('admin area', () => {
  test('signs in with email and password, stores token (1 day) and refreshToken (7 days)', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/general');
    await expect(page).toHaveURL(/\/admin$/); // no token cookie: the layout sends us to sign in
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Mật khẩu').fill('wrong-password');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await cookie(context, 'token')).toBeUndefined();

    await signIn(page);
    const now = Date.now() / 1000;
    const token = await cookie(context, 'token');
    const refresh = await cookie(context, 'refreshToken');
    expect(token?.value).toBeTruthy();
    expect(refresh?.value).toBeTruthy();
    expect(token!.expires - now).toBeGreaterThan(DAY_S - 120);
    expect(token!.expires - now).toBeLessThan(DAY_S + 120);
    expect(refresh!.expires - now).toBeGreaterThan(7 * DAY_S - 120);
    expect(refresh!.expires - now).toBeLessThan(7 * DAY_S + 120);
    expect(token!.sameSite).toBe('Strict');

    const nav = page.getByRole('navigation', { name: 'Quản trị' });
    for (const label of [
      'Chung',
      'Giới thiệu',
      'Khám phá',
      'Sự kiện',
      'Tin tức',
      'Trang chủ',
      'Đặt chỗ',
      'Liên hệ',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: false }).first()).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Chung' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Giới thiệu' }).click();
    await expect(page).toHaveURL(/\/admin\/instroduct$/);
    await expect(nav.getByRole('link', { name: 'Giới thiệu' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  });

  test('below xl the sidebar is a drawer whose dimmed backdrop closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeHidden();
    await page.getByRole('button', { name: 'Mở menu quản trị' }).click();
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await page.mouse.click(380, 420); // on the backdrop, right of the panel
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeHidden();
    await page.getByRole('button', { name: 'Mở menu quản trị' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sự kiện' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeHidden();
  });

  test("edits the phone in 'Chung' and the public footer shows it", async ({ page }) => {
    await signIn(page);
    const phone = `028 ${String(Date.now()).slice(-7)}`;
    const field = page.getByRole('textbox', { name: 'Điện thoại' });
    await expect(field).toBeEditable();
    await field.fill(phone);
    await expect(page.getByText('Có thay đổi chưa lưu')).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByText('Đã lưu thông tin chung')).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('site-footer')).toContainText(phone);
  });

  test('warns before leaving a form with unsaved changes', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('textbox', { name: 'Điện thoại' })).toBeEditable();
    await page.getByRole('textbox', { name: 'Địa chỉ' }).fill('Chưa lưu');
    const nav = page.getByRole('navigation', { name: 'Quản trị' });
    await nav.getByRole('link', { name: 'Giới thiệu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
    await expect(confirm).toContainText('Bạn có thay đổi chưa lưu');
    await confirm.getByRole('button', { name: 'Huỷ' }).click();
    await expect(page).toHaveURL(/\/admin\/general$/);
    await expect(page.getByRole('textbox', { name: 'Địa chỉ' })).toHaveValue('Chưa lưu');
    await nav.getByRole('link', { name: 'Giới thiệu' }).click();
    await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page).toHaveURL(/\/admin\/instroduct$/);
  });

  test("'Chung' validates with the gateway's schema and names the field", async ({ page }) => {
    await signIn(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await saveButton(page).click();
    await expect(page.getByText('Email không hợp lệ')).toBeVisible();
  });

  test('uploads a header logo and the public header shows it', async ({ page }) => {
    await signIn(page);
    const upload = page.waitForResponse(
      (r) => r.url().endsWith('/api/media/upload') && r.request().method() === 'POST',
    );
    await page
      .getByTestId('logo-header')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: png(320, 100, [157, 127, 82]),
      });
    const res = await upload;
    expect(res.ok()).toBe(true);
    const image = ((await res.json()) as { results: { secure_url: string } }).results;
    await expect(page.getByTestId('logo-header-preview')).toHaveAttribute('src', image.secure_url);
    await saveButton(page).click();
    await expect(page.getByText('Đã lưu thông tin chung')).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('site-header').locator('img').first()).toHaveAttribute(
      'src',
      image.secure_url,
    );
  });

  test("'Giới thiệu' inserts an uploaded image into the Vietnamese text and saves it", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Quản trị' })
      .getByRole('link', { name: 'Giới thiệu' })
      .click();
    const viEditor = page.locator('.ProseMirror').first();
    // The saved introduction is loaded into the form before the image goes in.
    await expect(page.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue(/.+/, { timeout: 15_000 });
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/media/upload'));
    await page
      .locator('input[type=file][accept="image/*"]')
      .first()
      .setInputFiles({
        name: 'hall.png',
        mimeType: 'image/png',
        buffer: png(640, 360, [40, 60, 90]),
      });
    const image = ((await (await upload).json()) as { results: { secure_url: string } }).results;
    await expect(viEditor.locator(`img[src="${image.secure_url}"]`)).toBeVisible({ timeout: 15_000 });
    await saveButton(page).click();
    await expect(page.getByText('Đã lưu trang giới thiệu')).toBeVisible();
    const intro = (await (await request.get('/api/intro')).json()) as { results: { contentVi: string } };
    expect(intro.results.contentVi).toContain(image.secure_url);
  });

  test('creates an event with a new tag and it is listed under /event/tag/{tagId}', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const stamp = String(Date.now()).slice(-6);
    const title = `Đêm nhạc Jazz ${stamp}`;
    const tagName = `Nhạc sống ${stamp}`;
    await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Sự kiện' }).click();
    await page.getByRole('button', { name: 'Thêm sự kiện' }).click();
    const drawer = page.getByRole('dialog', { name: 'Thêm sự kiện' });
    await drawer.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
    await expect(drawer.getByRole('textbox', { name: 'Slug' })).toHaveValue(`dem-nhac-jazz-${stamp}`);

    // Start: a day of next month, venue time.
    await drawer.getByRole('button', { name: 'Bắt đầu', exact: true }).click();
    const picker = page.locator('[data-dates-dropdown]').last();
    await picker.locator('button[data-direction="next"]').click();
    await picker.locator('table button:not([data-outside])', { hasText: /^15$/ }).click();
    await picker.locator('button').last().click(); // the check (submit) button
    await expect(drawer.getByRole('button', { name: 'Bắt đầu', exact: true })).not.toHaveText('');

    // A new tag, created inline and selected at once.
    await drawer.getByRole('button', { name: 'Quản lý thẻ' }).click();
    const manager = page.getByRole('dialog', { name: 'Quản lý thẻ' });
    await manager.getByRole('textbox', { name: 'Tên thẻ (Tiếng Việt)' }).fill(tagName);
    await manager.getByRole('textbox', { name: 'Tag name (English)' }).fill(`Live music ${stamp}`);
    await manager.getByRole('button', { name: 'Thêm thẻ' }).click();
    await expect(manager.getByRole('cell', { name: tagName, exact: true })).toBeVisible();
    await manager.getByRole('button', { name: 'Đóng' }).click();
    await expect(drawer.getByText(`${tagName} / Live music ${stamp}`)).toBeVisible();

    await drawer.getByText('Đã đăng', { exact: true }).click();
    await expect(drawer.getByTestId('missing-english')).toBeVisible(); // no English title: flagged, not blocking
    await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã tạo sự kiện')).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Trang công khai \/event\// })).toHaveAttribute(
      'href',
      `/event/dem-nhac-jazz-${stamp}`,
    );

    const tags = (await (await request.get('/api/tags/all')).json()) as {
      results: { _id: string; nameVi: string }[];
    };
    const tag = tags.results.find((t) => t.nameVi === tagName);
    expect(tag).toBeTruthy();
    await page.goto(`/event/tag/${tag!._id}`);
    await expect(page.getByText(title)).toBeVisible();
  });

  test("'Khám phá' creates an area with a generated slug, reorders it and deletes it after confirmation", async ({
    page,
    request,
  }) => {
    await signIn(page);
    const stamp = String(Date.now()).slice(-6);
    const name = `Sảnh đón khách ${stamp}`;
    await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Khám phá' }).click();
    await page.getByRole('button', { name: 'Thêm khu vực' }).click();
    const drawer = page.getByRole('dialog', { name: 'Thêm khu vực' });
    await drawer.getByRole('textbox', { name: 'Tên khu vực' }).fill(name);
    await expect(drawer.getByRole('textbox', { name: 'Slug' })).toHaveValue(`sanh-don-khach-${stamp}`);
    await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã tạo khu vực')).toBeVisible();
    await drawer.getByRole('button', { name: 'Đóng' }).click();

    const rows = page.getByTestId('area-row');
    await expect(rows.last()).toContainText(name);
    const count = await rows.count();
    await page.getByRole('button', { name: `Đưa ${name} lên` }).click();
    await expect(page.getByText('Đã cập nhật thứ tự')).toBeVisible();
    await expect(rows.nth(count - 2)).toContainText(name);
    const areas = (await (await request.get('/api/areas/all')).json()) as { results: { name: string }[] };
    expect(areas.results.map((a) => a.name).indexOf(name)).toBe(count - 2);

    await page.getByRole('button', { name: `Xoá ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
    await confirm.getByRole('button', { name: 'Huỷ' }).click();
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await page.getByRole('button', { name: `Xoá ${name}` }).click();
    await confirm.getByRole('button', { name: 'Xoá' }).click();
    await expect(page.getByText('Đã xoá khu vực')).toBeVisible();
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  });

  test('a bad access token is refreshed silently with one refresh call for parallel failures', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const before = await cookie(context, 'refreshToken');
    await context.addCookies([
      { name: 'token', value: 'not-a-valid-token', domain: 'localhost', path: '/', sameSite: 'Strict' },
    ]);
    const refreshCalls: string[] = [];
    const graphqlCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/refreshToken')) refreshCalls.push(r.url());
      if (r.url().endsWith('/graphql') && r.method() === 'POST') graphqlCalls.push(r.url());
    });
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { name: 'Sự kiện', level: 1 })).toBeVisible();
    await expect(page.getByText('Không tải được dữ liệu')).toBeHidden();
    await expect(page.getByText('admin@venue.test')).toBeVisible(); // `me` succeeded after the retry
    await page.waitForTimeout(1500);
    expect(graphqlCalls.length).toBeGreaterThan(2); // several queries failed together…
    expect(refreshCalls).toHaveLength(1); // …and shared one refresh
    await expect(page).toHaveURL(/\/admin\/events$/);
    expect((await cookie(context, 'token'))?.value).not.toBe('not-a-valid-token');
    expect((await cookie(context, 'refreshToken'))?.value).not.toBe(before?.value);
  });

  test('a bad refresh token ends at /admin with both cookies gone', async ({ page, context }) => {
    await signIn(page);
    await context.addCookies([
      { name: 'token', value: 'bad-access', domain: 'localhost', path: '/', sameSite: 'Strict' },
      { name: 'refreshToken', value: 'bad-refresh', domain: 'localhost', path: '/', sameSite: 'Strict' },
    ]);
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    expect(await cookie(context, 'token')).toBeUndefined();
    expect(await cookie(context, 'refreshToken')).toBeUndefined();
  });

  test('a 403 shows the alert, clears the cookies and goes to /admin', async ({ page, context }) => {
    await signIn(page);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'AdminAreas') return route.fallback();
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
      });
    });
    await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Khám phá' }).click();
    await expect(page.getByText(FORBIDDEN_TEXT)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await cookie(context, 'token')).toBeUndefined();
    expect(await cookie(context, 'refreshToken')).toBeUndefined();
  });

  test('logout clears both cookies, revokes the refresh token and lands on /admin', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    const refresh = (await cookie(context, 'refreshToken'))!.value;
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await cookie(context, 'token')).toBeUndefined();
    expect(await cookie(context, 'refreshToken')).toBeUndefined();
    const reuse = await request.post('/api/auth/refreshToken', { data: { refreshToken: refresh } });
    expect(reuse.status()).toBe(401);
    const state = await page.evaluate(() => sessionStorage.getItem('venue:state'));
    expect(JSON.parse(state ?? '{"auth":{"isVn":true}}').auth.isVn).toBe(true);
  });

  test('a public booking appears in the inbox without reloading', async ({ page, request }) => {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Quản trị' })
      .getByRole('link', { name: /Đặt chỗ/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Đặt chỗ', level: 1 })).toBeVisible();
    await page.waitForTimeout(1000); // the subscription is open
    const name = `Khách ${String(Date.now()).slice(-6)}`;
    const res = await postBooking(request, { name });
    expect(res.status()).toBeLessThan(300);
    await expect(page.getByTestId('booking').filter({ hasText: name })).toBeVisible();
    await expect(page.getByTestId('badge-newBookings')).toBeVisible();

    // Confirming it lowers the badge.
    const before = Number(await page.getByTestId('badge-newBookings').innerText());
    await page.getByRole('combobox', { name: `Trạng thái của ${name}` }).click();
    await page.getByRole('option', { name: 'Đã xác nhận' }).click();
    await expect(page.getByText('Đã chuyển sang "Đã xác nhận"')).toBeVisible();
    if (before > 1) await expect(page.getByTestId('badge-newBookings')).toHaveText(String(before - 1));
    else await expect(page.getByTestId('badge-newBookings')).toBeHidden();
  });

  test('public pages never load the admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // The admin routes, the rich text editor (Tiptap) and the date pickers are their own chunks.
    expect(scripts.filter((s) => /admin-|rich-text-field|DatesProvider/i.test(s))).toEqual([]);
  });
});
