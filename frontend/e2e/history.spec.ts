import { expect, test, type APIRequestContext } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { signIn } from './staff.ts';

// Nothing a person does is lost — trash with restore, version history with restore.

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

test('a deleted area leaves the site and comes back from the trash with the same slug', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const name = `Khu thử thùng rác ${Date.now().toString(36)}`;
  const created = await request.post('/api/areas/create', {
    data: { nameVi: name, nameEn: 'Trash test area', summaryVi: 'Một khu vực để thử thùng rác.' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { results: { slug: string } }).results;

  await page.goto(`/discover/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await signIn(page);
  await page.goto('/admin/discover');
  await page.getByRole('button', { name: `Xoá ${name}` }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText('Đã xoá khu vực')).toBeVisible();

  // Gone from the public site at once: its page is a 404 and the list no longer names it.
  const gone = await request.get(`/discover/${slug}`);
  expect(gone.status()).toBe(404);
  // A visitor who follows an old link reads that it is gone and finds the way back to the list.
  await page.goto(`/discover/${slug}`);
  await expect(page.getByText('Không tìm thấy khu vực này.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Tất cả khu vực' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await page.goto('/discover');
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto('/admin/trash');
  const row = page.getByTestId('trash-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Khu vực');
  await expect(row).toContainText(`/${slug}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone too the buttons are on screen, not past a sideways scroll.
    await expect(row.getByRole('button', { name: `Khôi phục ${name}` })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`trash-${width}.png`), fullPage: true });
  }
  // In English too, as the other newer admin screens (the language chosen on the site).
  await page.goto('/admin/trash?lang=en');
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  await expect(row).toContainText('Area');
  await expect(row.getByRole('button', { name: `Restore ${name}` })).toBeVisible();
  await page.goto('/admin/trash?lang=vi');
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: `Khôi phục ${name}` }).click();
  await expect(page.getByText(`Đã khôi phục "${name}"`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const back = await request.get(`/discover/${slug}`);
  expect(back.status()).toBe(200);
  await page.goto(`/discover/${slug}?lang=en`);
  await expect(page.getByRole('heading', { name: 'Trash test area', level: 1 })).toBeVisible();
});

test('an event edited twice is restored to its first version from its history', async ({ page, request }) => {
  const token = await staffToken(request);
  const stamp = Date.now().toString(36);
  const first = `Đêm nhạc đầu tiên ${stamp}`;
  const created = await request.post('/api/events/create', {
    data: {
      titleVi: first,
      titleEn: `First night ${stamp}`,
      contentVi: '<p>Ban nhạc <strong>Gió</strong> chơi từ 20 giờ.</p>',
      startAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      status: 'published',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { results: { slug: string } }).results;

  await signIn(page);
  await page.goto('/admin/events');
  await page.getByLabel('Tìm kiếm').fill(stamp);
  // Two saves in the editor: the title, then the title again.
  let current = first;
  for (const title of [`Bản sửa một ${stamp}`, `Bản sửa hai ${stamp}`]) {
    await page.getByRole('button', { name: `Sửa ${current}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Sửa sự kiện' });
    await drawer.getByLabel('Tiêu đề').fill(title);
    await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu sự kiện').first()).toBeVisible();
    // The first save's toast may still show: the save bar says when this save is done.
    await expect(drawer.getByText('Đã lưu mọi thay đổi')).toBeVisible();
    await drawer.getByRole('button', { name: 'Đóng' }).click();
    await expect(page.getByTestId('events-table')).toContainText(title);
    current = title;
  }

  await page.getByRole('button', { name: `Sửa ${current}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Sửa sự kiện' });
  await drawer.getByRole('button', { name: 'Lịch sử' }).click();
  const history = page.getByRole('dialog', { name: 'Lịch sử / History' });
  await expect(history.getByRole('button', { name: 'Phiên bản 3' })).toContainText('Hiện tại');
  await history.getByRole('button', { name: 'Phiên bản 1' }).click();
  const diff = history.getByTestId('diff-titleVi');
  await expect(diff.locator('del')).toContainText('đầu tiên');
  await expect(diff.locator('ins')).toContainText('hai');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`history-diff-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await history.getByRole('button', { name: 'Khôi phục phiên bản này' }).click();
  await expect(page.getByText('Đã khôi phục phiên bản 1')).toBeVisible();
  // The editor now holds the restored content, saved.
  await expect(drawer.getByLabel('Tiêu đề')).toHaveValue(first);
  await expect(drawer.getByText('Đã lưu mọi thay đổi')).toBeVisible();

  await page.goto(`/event/${slug}`);
  await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
  await expect(page.getByText('Gió')).toBeVisible();
  const versions = await request.get(`/api/events/slug/${slug}`);
  expect(((await versions.json()) as { results: { titleVi: string } }).results.titleVi).toBe(first);
});

test('the introduction is restored from its history and the form shows it', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/admin/instroduct');
  const title = page.getByRole('textbox', { name: 'Tiêu đề' });
  // The saved introduction is loaded into the form before it is edited.
  await expect(title).toHaveValue(/.+/, { timeout: 15_000 });
  const stamp = Date.now().toString(36);
  for (const text of [`Giới thiệu một ${stamp}`, `Giới thiệu hai ${stamp}`]) {
    await title.fill(text);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu trang giới thiệu').first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Lịch sử' }).click();
  const history = page.getByRole('dialog', { name: 'Lịch sử / History' });
  // The newest is current; the one before it holds the first title.
  const rows = history.getByRole('button', { name: /^Phiên bản \d+$/ });
  await rows.nth(1).click();
  await expect(history.getByTestId('diff-titleVi').locator('del')).toContainText('một');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('history-intro-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await history.getByRole('button', { name: 'Khôi phục phiên bản này' }).click();
  await expect(page.getByText(/Đã khôi phục phiên bản \d+/)).toBeVisible();
  await expect(title).toHaveValue(`Giới thiệu một ${stamp}`);
  await expect(page.getByText('Đã lưu mọi thay đổi')).toBeVisible();
  const intro = (await (await request.get('/api/intro')).json()) as { results: { titleVi: string } };
  expect(intro.results.titleVi).toBe(`Giới thiệu một ${stamp}`);
});

test('a renamed tag gets its first name back from its history', async ({ page, request }) => {
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  const first = `Nhạc sống ${stamp}`;
  const created = await request.post('/api/tags/create', {
    data: { nameVi: first, nameEn: `Live music ${stamp}` },
    headers,
  });
  expect(created.status()).toBe(201);
  const { _id } = ((await created.json()) as { results: { _id: string } }).results;
  // Several renames: the list of versions scrolls on its own and the diff stays in reach on a phone.
  let current = first;
  for (const word of ['Jazz', 'Blues', 'Acoustic', 'Rock', 'Jazz đêm khuya']) {
    current = `Nhạc ${word} ${stamp}`;
    const res = await request.put(`/api/tags/${_id}`, {
      data: { nameVi: current, nameEn: `${word} ${stamp}` },
      headers,
    });
    expect(res.status()).toBe(200);
  }

  await signIn(page);
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Quản lý thẻ' }).click();
  const manager = page.getByRole('dialog', { name: 'Quản lý thẻ' });
  await manager.getByRole('button', { name: `Lịch sử thẻ ${current}` }).click();
  const history = page.getByRole('dialog', { name: 'Lịch sử / History' });
  await expect(history.getByRole('button', { name: 'Phiên bản 6' })).toContainText('Hiện tại');
  await history.getByRole('button', { name: 'Phiên bản 1' }).click();
  const diff = history.getByTestId('diff-nameVi');
  await expect(diff.locator('del')).toContainText('sống');
  await expect(diff.locator('ins')).toContainText('Jazz đêm khuya');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await expect(history.getByRole('button', { name: 'Khôi phục phiên bản này' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`history-tag-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await history.getByRole('button', { name: 'Khôi phục phiên bản này' }).click();
  await expect(page.getByText('Đã khôi phục phiên bản 1')).toBeVisible();
  await expect(manager.getByRole('cell', { name: first, exact: true })).toBeVisible();
  const tag = await request.get(`/api/tags/${_id}`);
  expect(((await tag.json()) as { results: { nameVi: string } }).results.nameVi).toBe(first);
});
