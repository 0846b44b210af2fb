import { expect, test, waitForAppOnNavigation, type Page } from './fixtures.ts';

/**
 * Where real use broke and the tests did not look: the public forms' messages (empty,
 * too long, out of range, after a language switch, from the server), the Apollo cache of a
 * server-rendered page in sessionStorage, the order of tags and the /test page's title.
 */

const BOOKING = {
  vi: { submit: 'Gửi yêu cầu đặt chỗ', name: 'Họ và tên', guests: 'Số khách' },
  en: { submit: 'Send booking request', name: 'Full name', guests: 'Guests' },
};

/** The header's VI/EN switch, on the page as it is. */
async function switchLanguage(page: Page, lang: 'VI' | 'EN') {
  await page
    .getByRole('group', { name: /Ngôn ngữ|Language/ })
    .getByRole('button', { name: lang, exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang.toLowerCase());
}

/** Submits until the first message shows (a click can land while the page is still settling). */
async function submitUntil(page: Page, button: string, firstMessage: string) {
  await expect(async () => {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText(firstMessage).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits until the form answers a submit before anything is typed: text typed before a page
 * hydrates is dropped (`data-app=ready` now comes from the page's own boundary; this check stays as
 * the form's own proof). Checked by `aria-invalid` alone, whatever the wording of the messages.
 */
async function formAnswers(page: Page, button: string, firstField: string) {
  await expect(async () => {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('textbox', { name: firstField, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
      { timeout: 2000 },
    );
  }).toPass({ timeout: 15_000 });
}

/** The error text linked to a field (aria-describedby), as assistive technology reads it. */
async function describedError(page: Page, label: string, role: 'textbox' | 'combobox' = 'textbox') {
  const field = page.getByRole(role, { name: label, exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

test.describe('booking form messages', () => {
  test('empty required fields ask for what is missing, in Vietnamese', async ({ page }) => {
    await page.goto('/booking');
    await page.getByRole('textbox', { name: BOOKING.vi.guests, exact: true }).fill('');
    await submitUntil(page, BOOKING.vi.submit, 'Vui lòng nhập họ tên');
    expect(await describedError(page, 'Họ và tên')).toBe('Vui lòng nhập họ tên');
    expect(await describedError(page, 'Số điện thoại')).toBe('Vui lòng nhập số điện thoại');
    expect(await describedError(page, 'Email')).toBe('Vui lòng nhập email');
    expect(await describedError(page, 'Ngày')).toBe('Vui lòng chọn ngày');
    expect(await describedError(page, 'Giờ', 'combobox')).toBe('Vui lòng chọn giờ');
    expect(await describedError(page, 'Số khách')).toBe('Vui lòng nhập số khách (từ 1 đến 50)');
    await expect(page.getByRole('textbox', { name: 'Họ và tên', exact: true })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(page).toHaveURL(/\/booking/);
  });

  test('empty required fields ask for what is missing, in English', async ({ page }) => {
    await page.goto('/booking?lang=en');
    await submitUntil(page, BOOKING.en.submit, 'Please enter your full name');
    expect(await describedError(page, 'Phone number')).toBe('Please enter your phone number');
    expect(await describedError(page, 'Email')).toBe('Please enter your email');
    expect(await describedError(page, 'Date')).toBe('Please choose a date');
    expect(await describedError(page, 'Time', 'combobox')).toBe('Please choose a time');
    // None of the format rules speak for an empty field.
    await expect(page.getByText(/YYYY|HH:mm|8–15|valid email/)).toHaveCount(0);
  });

  test('a 5000-character name is told the length limit', async ({ page }) => {
    await page.goto('/booking?lang=en');
    await formAnswers(page, BOOKING.en.submit, 'Full name');
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('x'.repeat(5000));
    await submitUntil(page, BOOKING.en.submit, 'At most 120 characters');
    expect(await describedError(page, 'Full name')).toBe('At most 120 characters (5000 entered)');
  });

  for (const guests of ['0', '10000']) {
    test(`${guests} guests stay as typed and are told the 1–50 rule`, async ({ page }) => {
      await page.goto('/booking?lang=en');
      await formAnswers(page, BOOKING.en.submit, 'Full name');
      const field = page.getByRole('textbox', { name: 'Guests', exact: true });
      await field.fill(guests);
      await field.blur();
      await expect(field).toHaveValue(guests);
      await submitUntil(page, BOOKING.en.submit, 'whole number from 1 to 50');
      expect(await describedError(page, 'Guests')).toBe('Please enter a whole number from 1 to 50');
      await expect(field).toHaveValue(guests);
    });
  }

  test('errors showing follow a language switch', async ({ page }) => {
    await page.goto('/booking');
    await formAnswers(page, BOOKING.vi.submit, 'Họ và tên');
    await page.getByRole('textbox', { name: BOOKING.vi.name, exact: true }).fill('x'.repeat(200));
    await page.getByRole('textbox', { name: BOOKING.vi.guests, exact: true }).fill('0');
    await submitUntil(page, BOOKING.vi.submit, 'Tối đa 120 ký tự');
    await switchLanguage(page, 'EN');
    expect(await describedError(page, 'Full name')).toBe('At most 120 characters (200 entered)');
    expect(await describedError(page, 'Phone number')).toBe('Please enter your phone number');
    expect(await describedError(page, 'Guests')).toBe('Please enter a whole number from 1 to 50');
    await expect(page.getByText(/Vui lòng|Tối đa/)).toHaveCount(0);

    await switchLanguage(page, 'VI');
    expect(await describedError(page, 'Số điện thoại')).toBe('Vui lòng nhập số điện thoại');
    await expect(page.getByText(/Please|At most/)).toHaveCount(0);
  });

  test("the gateway's field errors are worded like the form's own", async ({ page }) => {
    // A well-formed id of an area that does not exist: only the gateway can refuse it.
    await page.goto('/booking?area=0123456789abcdef01234567&lang=en');
    await formAnswers(page, BOOKING.en.submit, 'Full name');
    const tomorrow = new Date(Date.now() + 7 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('E2E Guest');
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('0901 234 567');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('guest@example.com');
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(tomorrow);
    await page.getByRole('combobox', { name: 'Time', exact: true }).selectOption('19:00');
    await submitUntil(page, BOOKING.en.submit, 'This area is no longer available');
    expect(await describedError(page, 'Area', 'combobox')).toBe(
      'This area is no longer available; please choose another',
    );
    await expect(page.getByText('Khu vực không tồn tại')).toHaveCount(0);
    await expect(page).toHaveURL(/\/booking/);
  });
});

test.describe('contact form messages', () => {
  test('empty required fields ask for what is missing, in both languages', async ({ page }) => {
    await page.goto('/contact');
    await submitUntil(page, 'Gửi lời nhắn', 'Vui lòng nhập họ tên');
    expect(await describedError(page, 'Email')).toBe('Vui lòng nhập email');
    expect(await describedError(page, 'Chủ đề')).toBe('Vui lòng nhập chủ đề');
    expect(await describedError(page, 'Nội dung')).toBe('Vui lòng nhập nội dung');
    await switchLanguage(page, 'EN');
    expect(await describedError(page, 'Full name')).toBe('Please enter your full name');
    expect(await describedError(page, 'Email')).toBe('Please enter your email');
    expect(await describedError(page, 'Subject')).toBe('Please enter a subject');
    expect(await describedError(page, 'Message')).toBe('Please enter your message');
  });

  test('a too long name or message is told its limit, not cut short by the browser', async ({ page }) => {
    await page.goto('/contact?lang=en');
    await formAnswers(page, 'Send message', 'Full name');
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('x'.repeat(5000));
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill('y'.repeat(5001));
    expect(await message.inputValue()).toHaveLength(5001);
    await submitUntil(page, 'Send message', 'At most 120 characters');
    expect(await describedError(page, 'Full name')).toBe('At most 120 characters (5000 entered)');
    expect(await describedError(page, 'Message')).toBe('At most 5000 characters (5001 entered)');
  });
});

test('a server-rendered page leaves its Apollo cache in sessionStorage without fetching again', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  const response = await page.goto('/event');
  expect(await response!.text()).toContain('id="apollo-state"');
  const title = (await page.getByTestId('event-card').first().getByRole('heading').textContent())!.trim();
  expect(title).toBeTruthy();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('venue:apollo-cache') ?? ''))
    .toContain(title);
  const persisted = JSON.parse(
    await page.evaluate(() => sessionStorage.getItem('venue:apollo-cache') ?? '{}'),
  ) as Record<string, Record<string, unknown>>;
  expect(Object.keys(persisted.ROOT_QUERY ?? {})).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^events/),
      expect.stringMatching(/^featuredTags/),
      'home',
    ]),
  );
  expect(graphql).toEqual([]);
  await context.close();
});

test.describe('tags are listed in the order of the chosen language', () => {
  const order = (names: string[], lang: 'vi' | 'en') => [...names].sort(new Intl.Collator(lang).compare);

  async function dropdown(page: Page, eventLabel: string) {
    await page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: eventLabel, exact: true })
      .hover();
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    // The menu may render again once (a language switch re-renders the header): read a stable list.
    let names: string[] = [];
    await expect
      .poll(async () => (names = (await items.allTextContents()).map((s) => s.trim())).length)
      .toBeGreaterThan(0);
    return names;
  }

  test('header EVENT dropdown in Vietnamese and English', async ({ page }) => {
    await page.goto('/');
    const vi = await dropdown(page, 'SỰ KIỆN');
    expect(vi).toEqual(order(vi, 'vi'));
    // 'Âm nhạc' and 'Ẩm thực' sort with the A's, ahead of 'Gia đình', not after 'Workshop'.
    expect(vi.indexOf('Ẩm thực')).toBeGreaterThanOrEqual(0);
    expect(vi.indexOf('Ẩm thực')).toBeLessThan(vi.indexOf('Gia đình'));
    expect(vi.indexOf('Âm nhạc')).toBeLessThan(vi.indexOf('Gia đình'));

    await page.mouse.move(10, 600, { steps: 5 });
    await switchLanguage(page, 'EN');
    const en = await dropdown(page, 'EVENT');
    expect(en).toEqual(order(en, 'en'));
    expect(en).toContain('Music');
  });

  test("the events list's tag filter in Vietnamese and English", async ({ page }) => {
    for (const [path, lang, all] of [
      ['/event', 'vi', 'Tất cả'],
      ['/event?lang=en', 'en', 'All'],
    ] as const) {
      await page.goto(path);
      const chips = page.getByRole('group', { name: lang === 'vi' ? 'Lọc theo chủ đề' : 'Filter by topic' });
      await expect(chips.getByText(all, { exact: true })).toBeVisible();
      const names = (await chips.locator('label').allTextContents()).map((s) => s.trim()).slice(1);
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual(order(names, lang));
    }
  });
});

test('/test is titled in the chosen language', async ({ page }) => {
  await page.goto('/test?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test page');
  await expect(page).toHaveTitle(/^Test page \| /);
  await page.goto('/test?lang=vi');
  await expect(page).toHaveTitle(/^Trang thử nghiệm \| /);
  // English chosen earlier in the session, /test without ?lang= follows it.
  await page.goto('/test?lang=en');
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test page');
  await expect(page).toHaveTitle(/^Test page \| /);
});
