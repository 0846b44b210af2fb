import { expect, test } from './fixtures.ts';
import { signIn } from './staff.ts';

// Spec §2 (Admin layout): "The active entry is highlighted", in the drawer below xl and in the fixed
// sidebar from xl (the theme's xl: 80em = 1280 px).
for (const width of [375, 768, 1279, 1280, 1440]) {
  test(`the current admin entry is highlighted at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/events');
    let nav = page.getByTestId('admin-sidebar');
    if (width < 1280) {
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Mở menu quản trị' }).click();
      nav = page.getByRole('dialog');
    }
    const current = nav.getByRole('link', { name: 'Sự kiện' });
    const other = nav.getByRole('link', { name: 'Tin tức' });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(other).not.toHaveAttribute('aria-current', 'page');
    const background = (l: typeof current) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(current)).not.toBe(await background(other));

    // An entry low in the list (below the fold of a 900 px screen) is scrolled into sight.
    await page.goto('/admin/trash');
    nav = page.getByTestId('admin-sidebar');
    if (width < 1280) {
      await page.getByRole('button', { name: 'Mở menu quản trị' }).click();
      nav = page.getByRole('dialog');
    }
    const low = nav.getByRole('link', { name: 'Thùng rác' });
    await expect(low).toHaveAttribute('aria-current', 'page');
    await expect(low).toBeInViewport({ ratio: 1 });
  });
}

test('/test answers 200, is not indexed and stays out of the sitemap', async ({ page, request }) => {
  const res = await page.goto('/test');
  expect(res!.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/<loc>[^<]*\/test<\/loc>/);
});
