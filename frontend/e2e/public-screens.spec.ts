import path from 'node:path';
import { expect, test, waitForAppOnNavigation, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { seedPublicContent, type Seeded } from './public-fixtures.ts';

/**
 * Every public route at 375 and 1280 px in both languages: saved to .test-artifacts/screens/ for a
 * human to look at, and checked for what a screenshot shows badly — a missing title or a page wider
 * than the screen. 320 and 1920 px are checked for overflow too.
 */
const SCREENS = path.resolve(import.meta.dirname, '../../.test-artifacts/screens');

let seeded: Seeded;
test.beforeAll(async ({ browser }, info) => {
  void browser;
  info.setTimeout(180_000);
  seeded = await seedPublicContent(info.project.use.baseURL!, ADMIN.email, ADMIN.password);
});

const routes = (): [string, string][] => [
  ['home', '/'],
  ['discover', '/discover'],
  ['discover-area', `/discover/${seeded.areas[0]!.slug}`],
  ['events', '/event'],
  ['event-detail', '/event/dem-nhac-jazz'],
  ['event-tag', `/event/tag/${seeded.tags[0]!._id}`],
  ['news', '/news'],
  ['news-detail', `/news/${seeded.news[0]!.slug}`],
  ['booking', '/booking'],
  ['contact', '/contact'],
  ['thanks', '/thanks?from=booking'],
  ['not-found', '/khong-co-trang-nay'],
  ['test', '/test'],
];

async function settle(page: Page) {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 15_000 });
  // Walk down the page so lazy images load, then come back up.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(400);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [375, 1280]) {
  for (const lang of ['vi', 'en'] as const) {
    test(`screens at ${width} px in ${lang.toUpperCase()}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 800 } });
      await context.addInitScript((isVn) => {
        if (!sessionStorage.getItem('venue:state'))
          sessionStorage.setItem('venue:state', JSON.stringify({ auth: { isVn } }));
      }, lang === 'vi');
      const page = await context.newPage();
      waitForAppOnNavigation(page);
      for (const [name, route] of routes()) {
        await page.goto(route);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await overflow(page), `${route} is wider than ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(SCREENS, `${name}-${width}-${lang}.png`), fullPage: true });
      }
      await context.close();
    });
  }
}

for (const width of [320, 1920]) {
  test(`no page is wider than the screen at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    for (const [, route] of routes()) {
      await page.goto(route);
      await settle(page);
      expect(await overflow(page), `${route} is wider than ${width} px`).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
}
