import { expect, test } from './fixtures.ts';

const canonical = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null);

test('the first byte carries the page head, before any JavaScript', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toMatch(/<html lang="vi"/);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/">/);
  expect(html).toContain('<script type="application/ld+json">');
  const missing = await request.get('/event/khong-co-su-kien-nay');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root">');
});

test('client-side navigation from / to an event page updates the title and canonical', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const homeTitle = await page.title();
  expect(homeTitle).not.toBe('');
  expect(await canonical(page)).toMatch(/\/$/);

  const card = page.getByTestId('event-card').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  expect(href).toMatch(/^\/event\/[a-z0-9-]+$/);
  const expected = (
    await (await request.get(`/api/seo/head?path=${encodeURIComponent(href)}&lang=vi`)).json()
  ).results as { title: string; canonical: string };
  expect(expected.title).not.toBe(homeTitle);

  // A click inside the SPA: no new document is loaded.
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page).toHaveTitle(expected.title);
  await expect.poll(() => canonical(page)).toBe(expected.canonical);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  const ld = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent!)['@type'],
    ),
  );
  expect(ld).toEqual(['Event']);

  // Back home: the home head returns.
  await page.goBack();
  await expect(page).toHaveTitle(homeTitle);
  await expect.poll(() => canonical(page)).toMatch(/\/$/);
});

test('a first load in English keeps the English head once the app has run', async ({ page, request }) => {
  for (const path of ['/', '/news']) {
    const expected = (await (await request.get(`/api/seo/head?path=${path}&lang=en`)).json()).results as {
      title: string;
    };
    await page.goto(`${path}?lang=en`);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});

test('?lang=en selects English for the page and its head', async ({ page }) => {
  await page.goto('/event?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Events \| /);
  expect(await canonical(page)).toMatch(/\/event\?lang=en$/);
  await expect(
    page.getByRole('navigation', { name: 'main' }).getByText('EVENT', { exact: true }),
  ).toBeVisible();

  // Switching back to Vietnamese drops ?lang=en from the address and restores the Vietnamese head.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'VI' }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle(/^Sự kiện \| /);
  await expect.poll(() => canonical(page)).toMatch(/\/event$/);
});

test('a reloaded English page arrives with the head and page of ?lang=en', async ({ page, request }) => {
  const headOf = () =>
    page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
    }));
  await page.goto('/');
  const eventPath = (await page.getByTestId('event-card').first().getAttribute('href'))!;
  await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const path of ['/', eventPath, '/news']) {
    await page.goto(path);
    const reloaded = await page.reload();
    const english = await request.get(`${path}?lang=en`);
    // The server's bytes are those of ?lang=en, less the hreflang alternates (which would name this
    // address as the Vietnamese version; the canonical, ?lang=en, has them).
    const withoutHreflang = (html: string) =>
      html.replace(/\s*<link rel="alternate" hreflang="[^"]+"[^>]*>/g, '');
    const reloadedHtml = await reloaded!.text();
    expect(reloadedHtml).not.toMatch(/hreflang=/);
    expect(reloadedHtml, path).toBe(withoutHreflang(await english.text()));
    expect(reloaded!.headers()['content-language']).toBe('en');
    expect(reloaded!.headers()['vary']).toMatch(/Cookie/);
    const head = await headOf();
    expect(head.lang).toBe('en');
    expect(head.canonical).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}\\?lang=en$`));
    await page.goto(`${path}?lang=en`);
    expect(await headOf(), path).toEqual(head);
  }
});
