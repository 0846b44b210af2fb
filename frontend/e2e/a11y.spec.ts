import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { seedPublicContent, type Seeded } from './public-fixtures.ts';

/**
 * axe-core (WCAG 2 A/AA and best practices) on the production build: every page below must have no
 * violation at all. Nothing is excluded but the footer's map, a third-party iframe (Google Maps /
 * OpenStreetMap) whose document is not ours to fix.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'best-practice'];

let seeded: Seeded;

test.beforeAll(async ({ browser }, info) => {
  info.setTimeout(180_000);
  void browser;
  seeded = await seedPublicContent(info.project.use.baseURL!, ADMIN.email, ADMIN.password);
});

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect.soft(report, `axe violations on ${where}:\n${report.join('\n')}`).toEqual([]);
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Mật khẩu').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/general$/);
}

/** /admin/events with the first event's editor drawer open. */
async function openEventEditor(page: Page): Promise<Locator> {
  await page.goto('/admin/events');
  const table = page.getByTestId('events-table');
  await table.getByRole('button').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('.ProseMirror').first()).toBeVisible();
  // Until the drawer has slid in, contrast is measured against the overlay behind it.
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return drawer;
}

test.describe('accessibility (axe-core)', () => {
  const publicPages: [string, () => string][] = [
    ['home', () => '/'],
    ['events', () => '/event'],
    ['event detail', () => `/event/${seeded.events[0]!.slug}`],
    ['booking', () => '/booking'],
    ['contact', () => '/contact'],
  ];
  for (const [name, path] of publicPages) {
    test(`public page: ${name} has no violations (375 and 1280 px)`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path());
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expectNoViolations(page, `${path()} at ${width} px`);
      }
    });
  }

  test('admin sign-in, general settings and the event editor have no violations', async ({ page }) => {
    // Asked for by /admin/general, the sign-in brings the visitor back there.
    await page.goto('/admin/general');
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expectNoViolations(page, '/admin (sign in)');
    await signIn(page);
    await expect(page.getByRole('button', { name: 'Lưu thay đổi' })).toBeVisible();
    await expectNoViolations(page, '/admin/general');

    const drawer = await openEventEditor(page);
    await expectNoViolations(page, '/admin/events, editor (Tiếng Việt)');
    await drawer.getByRole('tab', { name: /English/ }).click();
    await expect(drawer.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoViolations(page, '/admin/events, editor (English)');
  });
});

test.describe('admin styles (Mantine layer order)', () => {
  /** Computed styles of an element, to compare highlighted and plain states. */
  const look = (el: Locator) =>
    el.evaluate((node) => {
      const s = getComputedStyle(node);
      return {
        background: s.backgroundColor,
        border: `${s.borderTopColor} ${s.borderLeftColor} ${s.borderRightColor}`,
        padding: parseFloat(s.paddingLeft) + parseFloat(s.paddingRight),
      };
    });

  test('the active sidebar entry and the selected editor tab are visibly marked', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 }); // xl (80em): the fixed sidebar
    await page.goto('/admin/general');
    await signIn(page);
    const drawer = await openEventEditor(page);

    const sidebar = page.getByTestId('admin-sidebar');
    const active = await look(sidebar.getByRole('link', { name: 'Sự kiện' }));
    const plain = await look(sidebar.getByRole('link', { name: 'Tin tức' }));
    expect.soft(active.background, 'active sidebar entry highlighted').not.toBe(plain.background);

    const english = drawer.getByRole('tab', { name: /English/ });
    await english.click();
    await expect(english).toHaveAttribute('aria-selected', 'true');
    const selected = await look(english);
    const other = await look(drawer.getByRole('tab', { name: 'Tiếng Việt' }));
    expect(selected.padding, 'tab padding').toBeGreaterThan(0);
    expect(other.padding, 'tab padding').toBeGreaterThan(0);
    expect(
      [selected.background, selected.border],
      'selected tab differs from the other in border or background',
    ).not.toEqual([other.background, other.border]);
  });
});
