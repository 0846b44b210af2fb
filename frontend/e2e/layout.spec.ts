import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';

/**
 * The public pages at the widths visitors use, in both languages: nothing is wider than the screen,
 * and the header shows either its six items and the VI/EN switch, or the burger (spec: navigation
 * hidden below md = 768 px). One page, resized in place, so that the sweep stays quick.
 */
// The issue's widths, and the two sides of md and lg, where the header changes.
const WIDTHS = [320, 375, 767, 768, 800, 834, 900, 991, 992, 1024, 1280, 1920];
const MD = 768;
const NAV = {
  vi: ['TRANG CHỦ', 'KHÁM PHÁ', 'SỰ KIỆN', 'TIN TỨC', 'ĐẶT CHỖ', 'LIÊN HỆ'],
  en: ['HOME', 'DISCOVER', 'EVENT', 'NEWS', 'BOOKING', 'CONTACT'],
};

/** One of each public route, with slugs and ids read from the running site. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const res = await request.post('/graphql', {
    data: {
      query:
        '{ tags { _id } areas { slug } events(filter: { when: ALL }, pageSize: 1) { items { slug } } newsList(pageSize: 1) { items { slug } } }',
    },
  });
  const { data } = (await res.json()) as {
    data: {
      tags: { _id: string }[];
      areas: { slug: string }[];
      events: { items: { slug: string }[] };
      newsList: { items: { slug: string }[] };
    };
  };
  return [
    '/',
    '/discover',
    `/discover/${data.areas[0]!.slug}`,
    '/event',
    `/event/${data.events.items[0]!.slug}`,
    `/event/tag/${data.tags[0]!._id}`,
    '/news',
    `/news/${data.newsList.items[0]!.slug}`,
    '/booking',
    '/contact',
    '/thanks',
    '/test',
    '/khong-co-trang-nay',
  ];
}

/**
 * Everything wrong with the layout at the current width, as readable lines (empty when all is well).
 * Runs in the page.
 */
function layoutProblems({ md, labels }: { md: number; labels: string[] }): string[] {
  const vw = window.innerWidth;
  const problems: string[] = [];
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> "${(el.textContent ?? '').trim().slice(0, 20)}"`;
  const shown = (el: Element | null | undefined): el is HTMLElement =>
    !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const inside = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.left >= -0.5 && r.right <= vw + 0.5;
  };
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > vw) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => shown(el) && el.getBoundingClientRect().right > vw + 0.5)
      .slice(0, 3)
      .map(name);
    problems.push(`the page is ${scrollWidth} px wide (${wide.join(', ')})`);
  }
  const header = document.querySelector('[data-testid="site-header"]');
  if (!header) return problems; // pages without the public layout (/thanks, /test)
  for (const el of header.querySelectorAll('*')) {
    if (shown(el) && !inside(el)) {
      const r = el.getBoundingClientRect();
      problems.push(`header: ${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} px`);
    }
  }
  const nav = header.querySelector('nav[aria-label="main"]');
  const burger = header.querySelector('.mantine-Burger-root');
  const switchButtons = [...header.querySelectorAll('[role="group"] button')];
  const items = labels.map((label) =>
    [...(nav?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.trim() === label),
  );
  if (switchButtons.length !== 2) problems.push('the VI/EN switch is missing');
  // Below md the burger stands for the six items, from md on the six items show and no burger.
  if (vw < md ? shown(nav) : shown(burger))
    problems.push(vw < md ? 'the items show below md' : 'a burger from md on');
  type Control = readonly [string, Element | null | undefined];
  const controls: Control[] = [
    ...(vw < md ? [['burger', burger] as Control] : labels.map((label, i): Control => [label, items[i]])),
    ...switchButtons.map((b): Control => [`switch ${b.textContent}`, b]),
  ];
  const boxes: [string, DOMRect][] = [];
  for (const [label, el] of controls) {
    if (!shown(el)) problems.push(`${label} is not visible`);
    else if (!inside(el)) problems.push(`${label} is outside the screen`);
    else boxes.push([label, el.getBoundingClientRect()]);
  }
  // The logo and the controls must not overlap (a row squeezed onto itself).
  const logo = header.querySelector('a[href="/"]:not(nav a)');
  if (shown(logo)) boxes.push(['logo', logo.getBoundingClientRect()]);
  for (const [i, [a, ra]] of boxes.entries()) {
    for (const [b, rb] of boxes.slice(i + 1)) {
      const overlap = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      if (overlap > 0.5 && Math.min(ra.bottom, rb.bottom) > Math.max(ra.top, rb.top))
        problems.push(`${a} overlaps ${b}`);
    }
  }
  return problems;
}

async function sweep(page: Page, path: string, lang: 'vi' | 'en'): Promise<void> {
  await page.goto(lang === 'en' ? `${path}?lang=en` : path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const where = `${path} in ${lang.toUpperCase()} at ${width} px`;
    const errors = test.info().errors.length;
    // A resize may re-render (media queries in React): poll until the layout holds or time runs out.
    // Soft, so that one run lists every page and width that breaks, each with its screenshot.
    await expect
      .soft(async () => {
        expect(await page.evaluate(layoutProblems, { md: MD, labels: NAV[lang] }), where).toEqual([]);
      })
      .toPass({ timeout: 2_000 });
    if (test.info().errors.length > errors && errors < 6) {
      await test.info().attach(where, { body: await page.screenshot(), contentType: 'image/png' });
    }
  }
}

test('every public page fits every width from 320 to 1920 px in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const routes = await publicRoutes(request);
  for (const lang of ['vi', 'en'] as const) {
    for (const path of routes) await sweep(page, path, lang);
  }
});
