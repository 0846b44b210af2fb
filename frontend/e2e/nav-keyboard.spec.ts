import { expect, test, type Page } from './fixtures.ts';

/**
 * The public navigation from the keyboard, on a fresh page: the dropdown items start as a stand-in
 * that their Menu code replaces when first focused or hovered (header.tsx), and the Sitemap panel is
 * loaded by the first tap of the burger. Neither swap may lose the visitor's place.
 */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'main' });

/** What has focus, as "<tag> <accessible label or text>", or "body" when nothing has. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`;
  });

/** The Menu version of a dropdown item (Mantine marks its target with aria-haspopup). */
const loadedItem = (page: Page, label: string) =>
  mainNav(page).locator('[aria-haspopup="menu"]', {
    has: page.getByRole('link', { name: label, exact: true }),
  });

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

test('Tab from the page start goes through every header control without falling to <body>', async ({
  page,
}) => {
  await openHome(page);
  const seen: string[] = [];
  for (let i = 0; i < 20 && seen.at(-1) !== 'button VI'; i++) {
    await page.keyboard.press('Tab');
    seen.push(await focused(page));
    // On a dropdown item, let its Menu code load and replace the stand-in before going on: focus
    // must stay on the same control through the swap.
    const label = /^a (KHÁM PHÁ|SỰ KIỆN)$/.exec(seen.at(-1)!)?.[1];
    if (label) {
      await expect(loadedItem(page, label)).toHaveCount(1);
      seen.push(await focused(page));
    }
  }
  expect(seen).not.toContain('body');
  expect(seen.slice(seen.indexOf('a TRANG CHỦ'))).toEqual([
    'a TRANG CHỦ',
    'a KHÁM PHÁ',
    'a KHÁM PHÁ',
    'button KHÁM PHÁ',
    'a SỰ KIỆN',
    'a SỰ KIỆN',
    'button SỰ KIỆN',
    'a TIN TỨC',
    'a ĐẶT CHỖ',
    'a LIÊN HỆ',
    'button VI',
  ]);
});

// DISCOVER reached forwards (its link takes focus first), EVENT backwards from the VI/EN switch (its
// chevron is the first control of the item to take focus).
for (const [label, entry, key] of [
  ['KHÁM PHÁ', 'Sân khấu chính', 'Tab'],
  ['SỰ KIỆN', 'Âm nhạc', 'Shift+Tab'],
] as const) {
  test(`the first Enter on the ${label} chevron opens its dropdown, Esc closes it`, async ({ page }) => {
    await openHome(page);
    if (key === 'Shift+Tab') await page.getByRole('button', { name: 'VI', exact: true }).focus();
    const chevron = mainNav(page).getByRole('button', { name: label });
    for (let i = 0; i < 20 && (await focused(page)) !== `button ${label}`; i++) {
      await page.keyboard.press(key);
    }
    await expect(chevron).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: label });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    // The arrows walk the entries; Esc closes and gives focus back to the chevron.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(chevron).toBeFocused();
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Esc closes the Sitemap panel and gives focus back to the burger, the first time too', async ({
    page,
  }) => {
    await openHome(page);
    const burger = page.getByRole('button', { name: 'Mở menu' });
    const panel = page.getByRole('dialog', { name: 'Sitemap' });
    // First opening (the panel's code loads now) by a tap, the second from the keyboard.
    await burger.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'TRANG CHỦ', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
  });
});
