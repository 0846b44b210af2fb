import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { postBooking, signIn } from './staff.ts';

/**
 * Dates are formatted twice: by the gateway's Node (server-rendered page) and by Chromium once it
 * hydrates, both through lib/venue-time.ts on the platform's Intl. Their ICU data may differ; the
 * text a visitor reads must not change when the page comes alive.
 */

const DATE_VI = /\d{2}\/\d{2}\/\d{4}/;
const DATE_EN = /(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/;

/** The text of every card and every <time> of the page, in order. */
async function dateTexts(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=event-card], [data-testid=news-card], time')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

test.describe('dates read the same on the server-rendered page and once hydrated', () => {
  for (const lang of ['vi', 'en'] as const) {
    test(`events and news pages, ${lang}`, async ({ browser, page, baseURL }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      // The server's rendering, as it arrives: no script runs.
      const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const server = await plain.newPage();

      const list = await server.goto(`/event?lang=${lang}`);
      expect(list?.status()).toBe(200);
      const detailPath = await server.locator('[data-testid=event-card]').first().getAttribute('href');
      const newsPath = `/news/${(await (await page.request.get('/api/news/all?pageSize=1')).json()).results.items[0].slug}`;

      for (const pathname of ['/', '/event', detailPath!, '/news', newsPath]) {
        const url = `${pathname}?lang=${lang}`;
        await server.goto(url);
        const rendered = await dateTexts(server);
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        const hydrated = await dateTexts(page);
        expect(rendered.length, `${url}: dates on the page`).toBeGreaterThan(0);
        expect(rendered.join(' | '), url).toMatch(lang === 'vi' ? DATE_VI : DATE_EN);
        expect(hydrated, url).toEqual(rendered);
      }
      expect(problems).toEqual([]);
      await plain.close();
    });
  }

  test('screens of the dated pages at 375 and 1280 px, both languages', async ({ page }, info) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['vi', 'en']) {
        await page.goto(`/news?lang=${lang}`);
        await page.screenshot({ path: path.join(info.outputDir, `news-${lang}-${width}.png`) });
        await page.goto(`/event?lang=${lang}`);
        await page.screenshot({ path: path.join(info.outputDir, `event-${lang}-${width}.png`) });
        await page.locator('[data-testid=event-card]').first().click();
        await expect(page.locator('time').first()).toBeVisible();
        await page.screenshot({ path: path.join(info.outputDir, `event-detail-${lang}-${width}.png`) });
      }
    }
  });

  test("the admin's lists show each event at the public pages' date and time", async ({
    page,
    request,
  }, info) => {
    await page.goto('/event?lang=vi');
    const cards = page.locator('[data-testid=event-card]');
    const shown = await cards.evaluateAll((nodes) =>
      nodes.map((n) => ({
        title: n.querySelector('h2, h3')!.textContent!.trim(),
        when: (n.querySelector('h2, h3')!.previousElementSibling as HTMLElement).innerText.trim(),
      })),
    );
    expect(shown.length).toBeGreaterThan(2);
    const events = (await (await request.get('/api/events/all?pageSize=50')).json()).results.items;
    const event = events.find((e: { bookingEnabled: boolean }) => e.bookingEnabled);
    expect((await postBooking(request, { name: 'Khách xem ngày', eventId: event._id })).status()).toBe(201);

    await signIn(page);
    await page.goto('/admin/events');
    // Other specs add events to the same venue: find each by its title rather than on page 1.
    const search = page.getByPlaceholder('Tìm theo tiêu đề');
    for (const { title, when } of shown) {
      const [date, time] = when.split(' · ');
      expect(date, title).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await search.fill(title);
      // Other specs' events may share the start of the title: the row whose title is exactly it.
      const row = page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
      await expect(row.first(), title).toContainText(`${date} ${time}`);
    }
    await search.fill('');
    await page.screenshot({ path: path.join(info.outputDir, 'admin-events-1280.png'), fullPage: true });
    await page.goto('/admin/inbox/bookings');
    const card = page.getByTestId('booking').filter({ hasText: 'Khách xem ngày' });
    const first = shown.find((s) => s.title === event.titleVi)!;
    await expect(card).toContainText(first.when.replace(' · ', ' '));
    await page.screenshot({ path: path.join(info.outputDir, 'admin-bookings-1280.png') });
  });
});
