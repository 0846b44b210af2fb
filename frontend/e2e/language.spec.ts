import { expect, test, waitForAppOnNavigation, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { adminSession, seedPublicContent } from './public-fixtures.ts';

// The visitor's language from the first byte, on the production build: every public page type in
// both languages, fresh, after the switch, after a reload and after client-side navigation, at a
// phone's and a desktop's width, with no uncaught error and no hydration warning anywhere.

type Lang = 'vi' | 'en';
interface PageType {
  name: string;
  path: string;
  /** Pages outside the public layout have no language switch: it is pressed on the home page. */
  noSwitch?: true;
}

/** React's hydration failures (minified #418 text, #423 recovery, #425 text) and its warnings. */
const HYDRATION = /#418|#423|#425|hydrat/i;

let types: PageType[] = [];
const titles = new Map<string, string>();

test.beforeAll(async ({ request }, info) => {
  info.setTimeout(180_000);
  const baseURL = info.project.use.baseURL!;
  const seeded = await seedPublicContent(baseURL, ADMIN.email, ADMIN.password);
  const { gql } = await adminSession(baseURL, ADMIN.email, ADMIN.password);
  const { createBooking } = await gql<{ createBooking: { manageUrl: string } }>(
    'mutation($i: BookingInput!) { createBooking(input: $i) { manageUrl } }',
    {
      i: {
        name: 'Khách ngôn ngữ',
        phone: '0901234567',
        email: `lang-${Date.now()}@example.com`,
        date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        timeSlot: '19:00',
        guests: 2,
        language: 'vi',
      },
    },
  );
  // The address as the mail gives it, without the language it was booked in.
  const manage = createBooking.manageUrl.replace(/[?&]lang=\w+/, '');
  types = [
    { name: 'home', path: '/' },
    { name: 'events', path: '/event' },
    { name: 'event', path: `/event/${seeded.events[0]!.slug}` },
    { name: 'news', path: '/news' },
    { name: 'news post', path: `/news/${seeded.news[0]!.slug}` },
    { name: 'discover', path: '/discover' },
    { name: 'area', path: `/discover/${seeded.areas[0]!.slug}` },
    { name: 'booking', path: '/booking' },
    { name: 'contact', path: '/contact' },
    { name: 'thanks', path: '/thanks', noSwitch: true },
    { name: 'manage', path: manage },
    // An offer's link that is no longer good: the offer page saying so.
    { name: 'offer', path: `/booking/offer/${'0'.repeat(24)}?t=expired` },
    { name: 'not found', path: '/khong-co-trang-nay' },
  ];
  for (const type of types) {
    for (const lang of ['vi', 'en'] as const) {
      const pathname = type.path.split('?')[0]!;
      const res = await request.get(`/api/seo/head?path=${encodeURIComponent(pathname)}&lang=${lang}`);
      titles.set(`${lang} ${pathname}`, ((await res.json()) as { results: { title: string } }).results.title);
    }
  }
});

/** The language the server rendered a page in, from its first byte. */
const servedIn = async (response: { text(): Promise<string> } | null) =>
  /<html lang="(\w+)"/.exec((await response?.text()) ?? '')?.[1];

const withLang = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** The page is in `lang`: `<html lang>`, the head's title and the switch's pressed button. */
async function expectLanguage(page: Page, lang: Lang, where: string) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', lang);
  const pathname = new URL(page.url()).pathname;
  await expect(page, where).toHaveTitle(titles.get(`${lang} ${pathname}`)!);
  const pressed = page.getByRole('group', { name: /^(Ngôn ngữ|Language)$/ }).locator('[aria-pressed="true"]');
  if (await pressed.count()) await expect(pressed, where).toHaveText(lang.toUpperCase());
}

async function pressSwitch(page: Page, lang: Lang) {
  await page
    .getByRole('group', { name: /^(Ngôn ngữ|Language)$/ })
    .getByRole('button', { name: lang.toUpperCase(), exact: true })
    .click();
}

/** A client-side navigation as a link's: the router moves, no document is loaded. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    (window as unknown as { __spa: boolean }).__spa = true;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
}

/** Forgets the visitor: no cookie, no session state. */
async function fresh(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
}

for (const width of [375, 1280]) {
  test(`every page type in both languages: no uncaught error, no hydration warning (${width}px)`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    let step = 'start';
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${step}: ${error.message}`));
    page.on('console', (message) => {
      if (HYDRATION.test(message.text()))
        problems.push(`${step}: console.${message.type()}: ${message.text()}`);
    });

    for (const [i, type] of types.entries()) {
      const next = types[(i + 1) % types.length]!;
      for (const lang of ['en', 'vi'] as const) {
        const other: Lang = lang === 'en' ? 'vi' : 'en';
        // Fresh in the other language (Vietnamese by default, English by ?lang=en).
        step = `${type.name}: fresh in ${other}`;
        await fresh(page);
        const first = await page.goto(other === 'vi' ? type.path : withLang(type.path, 'en'));
        expect(await servedIn(first), step).toBe(other);
        await expectLanguage(page, other, step);

        // The switch, on the page or (pages without it) on the home page before coming back.
        step = `${type.name}: after the switch to ${lang}`;
        if (type.noSwitch) {
          await page.goto('/');
          await pressSwitch(page, lang);
          await expectLanguage(page, lang, step);
          await navigate(page, type.path);
        } else {
          await pressSwitch(page, lang);
        }
        await expectLanguage(page, lang, step);

        // A reload: the server renders the language chosen, and the page hydrates as it came.
        step = `${type.name}: after a reload in ${lang}`;
        const reloaded = await page.reload();
        expect(await servedIn(reloaded), step).toBe(lang);
        await expectLanguage(page, lang, step);

        step = `${type.name}: after client-side navigation to ${next.name} in ${lang}`;
        await navigate(page, next.path);
        await expectLanguage(page, lang, step);
        expect(problems, step).toEqual([]);
      }
    }
    await context.close();
  });
}
