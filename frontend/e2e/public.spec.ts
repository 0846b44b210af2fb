import { expect, test, waitForAppOnNavigation, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { adminSession, seedPublicContent, type Seeded } from './public-fixtures.ts';

let seeded: Seeded;
let baseURL: string;

test.beforeAll(async ({ browser }, info) => {
  info.setTimeout(180_000);
  baseURL = info.project.use.baseURL!;
  void browser;
  seeded = await seedPublicContent(baseURL, ADMIN.email, ADMIN.password);
});

const NAV_VI = ['TRANG CHỦ', 'KHÁM PHÁ', 'SỰ KIỆN', 'TIN TỨC', 'ĐẶT CHỖ', 'LIÊN HỆ'];
const NAV_EN = ['HOME', 'DISCOVER', 'EVENT', 'NEWS', 'BOOKING', 'CONTACT'];

async function chooseLanguage(page: Page, lang: 'VI' | 'EN') {
  await page.goto('/');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await page
    .getByRole('group', { name: /Ngôn ngữ|Language/ })
    .getByRole('button', { name: lang, exact: true })
    .click();
  await expect(
    page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: lang === 'VI' ? 'TRANG CHỦ' : 'HOME' }),
  ).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'main' });

test.describe('every public route renders in both languages', () => {
  const tagSlug = () => seeded.tags.find((t) => t.nameVi === 'Âm nhạc')!.slug;
  const routes: {
    path: () => string;
    vi: string | (() => string);
    en: string | (() => string);
    layout?: false;
  }[] = [
    { path: () => '/', vi: () => seeded.heroCaption.vi, en: () => seeded.heroCaption.en },
    { path: () => '/discover', vi: 'Khám phá', en: 'Discover' },
    { path: () => '/discover/ban-cong', vi: 'Ban công', en: 'The Balcony' },
    { path: () => '/event', vi: 'Sự kiện', en: 'Events' },
    { path: () => '/event/dem-nhac-jazz', vi: 'Đêm nhạc Jazz', en: 'Jazz Night' },
    { path: () => `/event/tag/${tagSlug()}`, vi: 'Âm nhạc', en: 'Music' },
    { path: () => '/news', vi: 'Tin tức', en: 'News' },
    {
      path: () => '/news/khai-truong-san-thuong',
      vi: 'Khai trương sân thượng mới',
      en: 'Our new rooftop opens',
    },
    { path: () => '/booking', vi: 'Đặt chỗ', en: 'Booking' },
    { path: () => '/contact', vi: 'Liên hệ', en: 'Contact' },
    { path: () => '/thanks', vi: 'Cảm ơn bạn!', en: 'Thank you!', layout: false },
    { path: () => '/test', vi: 'Trang thử nghiệm', en: 'Test page', layout: false },
    { path: () => '/khong-co-trang-nay', vi: 'Not found', en: 'Not found' },
  ];
  for (const lang of ['VI', 'EN'] as const) {
    test(`in ${lang}`, async ({ page }) => {
      test.setTimeout(120_000);
      await chooseLanguage(page, lang);
      for (const route of routes) {
        await page.goto(route.path());
        const expected = lang === 'VI' ? route.vi : route.en;
        await expect(page.getByRole('heading', { level: 1 }), route.path()).toHaveText(
          typeof expected === 'string' ? expected : expected(),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', lang.toLowerCase());
        if (route.layout !== false) {
          for (const label of lang === 'VI' ? NAV_VI : NAV_EN) {
            await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
          }
          await expect(page.getByTestId('site-footer')).toContainText(
            lang === 'VI' ? 'Thông tin liên hệ' : 'CONTACT INFORMATION',
          );
        }
      }
      // The footer's labels read as the spec spells them (innerText: after CSS capitalisation).
      await page.goto('/');
      const footer = page.getByTestId('site-footer');
      const shown = (selector: string) =>
        footer.locator(selector).evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText));
      expect(await shown('h2')).toEqual([lang === 'VI' ? 'Thông tin liên hệ' : 'CONTACT INFORMATION']);
      expect(await shown('dt')).toEqual(
        lang === 'VI' ? ['Địa chỉ', 'Điện thoại', 'Email'] : ['Address', 'Phone', 'Email'],
      );
    });
  }
});

test('the header marks the active item and darkens after 20 px of scroll', async ({ page }) => {
  await page.goto('/');
  const current = mainNav(page).locator('[aria-current="page"]');
  await expect(current).toHaveText('TRANG CHỦ');
  const header = page.getByTestId('site-header');
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
  await page.waitForTimeout(200);
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');

  await page.goto('/event/dem-nhac-jazz');
  await expect(current).toHaveText('SỰ KIỆN');
  await page.goto('/news/khai-truong-san-thuong');
  await expect(current).toHaveText('TIN TỨC');
  await page.goto('/discover/khu-vuon');
  await expect(current).toHaveText('KHÁM PHÁ');
  // Unmatched paths highlight home.
  await page.goto('/khong-co-trang-nay');
  await expect(current).toHaveText('TRANG CHỦ');
});

test('the EVENT dropdown lists tags and leads to the tag page by _id', async ({ page }) => {
  await page.goto('/');
  const music = seeded.tags.find((t) => t.nameVi === 'Âm nhạc')!;
  await mainNav(page).getByRole('link', { name: 'SỰ KIỆN', exact: true }).hover();
  const item = page.getByRole('menuitem', { name: 'Âm nhạc' });
  await expect(item).toBeVisible();
  // Leaving closes it. (Right after load it intermittently stays open on the first leave, about 1
  // run in 12 on a loaded machine: the pointer is brought back and taken away again then.)
  await expect(async () => {
    await mainNav(page).getByRole('link', { name: 'SỰ KIỆN', exact: true }).hover();
    await page.mouse.move(10, 600, { steps: 5 });
    await expect(item).toBeHidden({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
  await mainNav(page).getByRole('link', { name: 'SỰ KIỆN', exact: true }).hover();
  await item.click();
  await expect(page).toHaveURL(`/event/tag/${music._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Âm nhạc');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(item).toBeHidden();
});

test('the DISCOVER dropdown lists areas and leads to the area page', async ({ page }) => {
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'KHÁM PHÁ', exact: true }).hover();
  await page.getByRole('menuitem', { name: 'Khu vườn' }).click();
  await expect(page).toHaveURL('/discover/khu-vuon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khu vườn');
  // Click outside closes an open dropdown; the keyboard opens it from the chevron.
  await mainNav(page).getByRole('button', { name: 'KHÁM PHÁ' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Ban công' })).toBeVisible();
  // Beside the menu, which other tests' areas can make as tall as the screen.
  await page.mouse.click(40, 300);
  await expect(page.getByRole('menuitem', { name: 'Ban công' })).toBeHidden();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation is hidden and the Sitemap panel opens and closes', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const burger = page.getByRole('button', { name: 'Mở menu' });
    await burger.click();
    const panel = page.getByRole('dialog', { name: 'Sitemap' });
    await expect(panel).toBeVisible();
    for (const label of NAV_VI)
      await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    // The overlay closes it.
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();
    // Choosing a link closes it and navigates.
    await burger.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'TIN TỨC', exact: true }).click();
    await expect(page).toHaveURL('/news');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức');
  });
});

test('the language choice survives a reload and a new tab, not a new browser profile', async ({
  page,
  browser,
}) => {
  await chooseLanguage(page, 'EN');
  await page.goto('/event');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expect(mainNav(page).getByRole('link', { name: 'EVENT', exact: true })).toBeVisible();

  // A new tab has a session of its own: the cookie the switch wrote brings the reader's language.
  const tab = await page.context().newPage();
  await tab.goto('/news');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('News');
  await tab.close();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  waitForAppOnNavigation(other);
  await other.goto('/event');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Sự kiện');
  await expect(
    other.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'SỰ KIỆN', exact: true }),
  ).toBeVisible();
  await fresh.close();
});

function tomorrowInVietnam(): string {
  return new Date(Date.now() + 7 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
}

test('a booking made in the browser is stored and the visitor lands on /thanks', async ({ page }) => {
  const jazz = seeded.events.find((e) => e.slug === 'dem-nhac-jazz')!;
  const note = `e2e booking ${Date.now()}`;
  await page.goto('/event/dem-nhac-jazz');
  await page.getByRole('link', { name: 'Đặt chỗ cho sự kiện này' }).click();
  await expect(page).toHaveURL(`/booking?event=${jazz._id}`);
  // The form fills in the chosen event once its list has loaded; submit only after that.
  await expect(
    page.getByRole('combobox', { name: 'Sự kiện', exact: true }).locator('option:checked'),
  ).toHaveText(/Đêm nhạc Jazz/);

  // The shared zod schema refuses an empty form, field by field.
  // (Clicked again if the first click landed while the route change was still scrolling the page.)
  await expect(async () => {
    await page.getByRole('button', { name: 'Gửi yêu cầu đặt chỗ' }).click();
    await expect(page.getByText('Vui lòng nhập họ tên')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/booking/);

  await page.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill('Nguyễn Văn E2E');
  await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0901 234 567');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('e2e@example.com');
  await page.getByRole('textbox', { name: 'Ngày', exact: true }).fill(tomorrowInVietnam());
  await page.getByRole('combobox', { name: 'Giờ', exact: true }).selectOption('19:00');
  await page.getByRole('textbox', { name: 'Số khách', exact: true }).fill('4');
  await page.getByRole('textbox', { name: 'Ghi chú', exact: true }).fill(note);
  await page.getByRole('button', { name: 'Gửi yêu cầu đặt chỗ' }).click();
  await expect(page).toHaveURL('/thanks?from=booking');
  await expect(page.getByTestId('thanks-message')).toContainText('Yêu cầu đặt chỗ của bạn đã được gửi');

  const { gql } = await adminSession(baseURL, ADMIN.email, ADMIN.password);
  const { bookings } = await gql<{
    bookings: {
      items: {
        name: string;
        phone: string;
        email: string;
        date: string;
        timeSlot: string;
        guests: number;
        note: string;
        language: string;
        status: string;
        event: { _id: string } | null;
      }[];
    };
  }>(
    '{ bookings(pageSize: 100) { items { name phone email date timeSlot guests note language status event { _id } } } }',
  );
  const stored = bookings.items.find((b) => b.note === note);
  expect(stored).toMatchObject({
    name: 'Nguyễn Văn E2E',
    email: 'e2e@example.com',
    date: tomorrowInVietnam(),
    timeSlot: '19:00',
    guests: 4,
    language: 'vi',
    status: 'new',
    event: { _id: jazz._id },
  });
});

test('a contact message sent in the browser is stored and the visitor lands on /thanks', async ({ page }) => {
  const subject = `e2e contact ${Date.now()}`;
  await chooseLanguage(page, 'EN');
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Jane Visitor');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jane@example.com');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Do you have a private room for twelve?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL('/thanks?from=contact');
  await expect(page.getByTestId('thanks-message')).toContainText('Your message has been sent');

  const { gql } = await adminSession(baseURL, ADMIN.email, ADMIN.password);
  const { contactMessages } = await gql<{
    contactMessages: { items: { subject: string; name: string; handled: boolean }[] };
  }>('{ contactMessages(pageSize: 100) { items { subject name handled } } }');
  expect(contactMessages.items.find((m) => m.subject === subject)).toMatchObject({
    name: 'Jane Visitor',
    handled: false,
  });
});

test('an unknown path shows Not found and a 404 drawn on a canvas', async ({ page }) => {
  await page.goto('/khong-co-trang-nay/nua');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  const canvas = page.getByTestId('glitch-404');
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAttribute('aria-label', '404');
  // Something was painted: the canvas has non-transparent pixels.
  await expect
    .poll(() =>
      canvas.evaluate((el: HTMLCanvasElement) => {
        const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(1000);
  const box = await canvas.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(200);
});

test('the logo overlay shows while the home data is pending and hides after', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('GetHome')) await held;
    await route.continue();
  });
  // The server renders `/` with the home data already in the page: nothing is pending there. An
  // address with other query parameters is left to the browser, which asks for the home data
  // behind the overlay.
  await page.goto('/?from=e2e');
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('img')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.waitForTimeout(800);
  await expect(overlay).toBeVisible();
  release();
  await expect(overlay).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.heroCaption.vi);
});

test('the floating contacts: hotline dials, the others open in a new tab', async ({ page }) => {
  await page.goto('/');
  const column = page.getByTestId('floating-contacts');
  const hotline = column.getByTestId('hotline');
  await expect(hotline).toHaveAttribute('href', 'tel:0901234567');
  await expect(hotline).not.toHaveAttribute('target');
  await expect.poll(() => hotline.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('3s');
  for (const name of ['Facebook', 'Zalo', 'WhatsApp']) {
    await expect(column.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
});

test('on a phone the floating contacts step aside while the form lies beneath them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/booking');
  const column = page.getByTestId('floating-contacts');
  // The form lies under the column's corner of the screen: it has stepped aside; past it, it is back.
  await expect(column).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(column).toBeVisible();
  // Filling a field in brings the form back under them, and they step aside again.
  const field = page.getByRole('textbox').first();
  await field.click();
  await expect(column).toBeHidden();
  // From md on there is room beside the form: the column stays, even while a field is filled in.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await field.click();
  await expect(column).toBeVisible();
});

test('toasts appear at the chosen position, 300 to 560 px wide, above everything', async ({ page }) => {
  await page.goto('/test');
  await page.getByRole('button', { name: 'bottom-left', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Thông báo thử ở vị trí bottom-left' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(viewport.width / 2);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  expect(box.width).toBeGreaterThanOrEqual(300);
  expect(box.width).toBeLessThanOrEqual(560);
  const zIndex = await toast.evaluate((el) => {
    let node: Element | null = el;
    while (node && getComputedStyle(node).position !== 'fixed') node = node.parentElement;
    return node ? getComputedStyle(node).zIndex : '';
  });
  expect(zIndex).toBe('5500');

  await page.getByRole('button', { name: 'top', exact: true }).click();
  const top = page.getByRole('alert').filter({ hasText: 'Thông báo thử ở vị trí top' });
  await expect(top).toBeVisible();
  const topBox = (await top.boundingBox())!;
  expect(topBox.y).toBeLessThan(viewport.height / 2);
  expect(Math.abs(topBox.x + topBox.width / 2 - viewport.width / 2)).toBeLessThan(40);
});

test('the events list shows upcoming first, past on request, filters by tag; the detail offers calendar links', async ({
  page,
  request,
}) => {
  await page.goto('/event');
  const list = page.getByTestId('event-list');
  await expect(list.getByTestId('event-card').first()).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Hòa nhạc mùa hè' })).toHaveCount(0);
  await page.getByText('Đã diễn ra', { exact: true }).click();
  await expect(page).toHaveURL('/event?when=past');
  await expect(list.getByRole('heading', { name: 'Hòa nhạc mùa hè' })).toBeVisible();

  await page.getByText('Sắp diễn ra', { exact: true }).click();
  const food = seeded.tags.find((t) => t.nameVi === 'Ẩm thực')!;
  await page.getByRole('group', { name: 'Lọc theo chủ đề' }).getByText('Ẩm thực', { exact: true }).click();
  await expect(page).toHaveURL(`/event?tag=${food._id}`);
  await expect(list.getByRole('heading', { name: 'Tiệc rượu vang mùa thu' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Đêm nhạc Jazz', exact: true })).toHaveCount(0);

  await list.getByRole('heading', { name: 'Tiệc rượu vang mùa thu' }).click();
  await expect(page).toHaveURL('/event/tiec-ruou-vang');
  const ics = page.getByRole('link', { name: 'Thêm vào lịch (.ics)' });
  await expect(ics).toHaveAttribute('href', '/event/tiec-ruou-vang.ics');
  const res = await request.get('/event/tiec-ruou-vang.ics');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('BEGIN:VCALENDAR');
  const google = new URL((await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('text')).toBe('Tiệc rượu vang mùa thu');
});

test.describe('pages rendered on the server', () => {
  test('a public page arrives rendered: its heading, cards and footer are in the HTML, with no script run', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/event', 'Sự kiện'],
      ['/event?lang=en', 'Events'],
      ['/event/dem-nhac-jazz', 'Đêm nhạc Jazz'],
      ['/news/khai-truong-san-thuong', 'Khai trương sân thượng mới'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
      await expect(page.getByTestId('site-footer'), path).toBeVisible();
      await expect(page.locator('#apollo-state'), path).toHaveCount(1);
    }
    await page.goto('/event');
    await expect(page.getByRole('link', { name: /Đêm nhạc Jazz/ }).first()).toBeVisible();
    // The overlay belongs to pages whose data is still coming: this one came with it.
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await context.close();
  });

  test('the browser takes the page over without a hydration error or a second request for its data', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(r.postData() ?? '');
    });
    for (const path of ['/', '/event', '/event/dem-nhac-jazz', '/news', '/discover', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      expect(asked, `${path}: data asked again`).toEqual([]);
    }
    // Hydrated: the language switch answers, client-side.
    await page
      .getByRole('group', { name: /Ngôn ngữ|Language/ })
      .getByRole('button', { name: 'EN', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  });

  test('a returning visitor who chose English gets the page rendered in English by the server', async ({
    page,
  }) => {
    await chooseLanguage(page, 'EN');
    const served = await page.goto('/news');
    expect(await served!.text()).toMatch(/<html lang="en"[^]*<h1[^>]*>News<\/h1>/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  });
});
