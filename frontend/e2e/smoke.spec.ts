import { expect, test } from './fixtures.ts';

test('the home page shows the public header with its six items', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'main' });
  for (const label of ['TRANG CHỦ', 'KHÁM PHÁ', 'SỰ KIỆN', 'TIN TỨC', 'ĐẶT CHỖ', 'LIÊN HỆ']) {
    await expect(nav.getByText(label, { exact: true })).toBeVisible();
  }
});

test('the documented REST route answers { results }', async ({ request }) => {
  const res = await request.get('/api/tags/all');
  expect(res.status()).toBe(200);
  expect(Array.isArray((await res.json()).results)).toBe(true);
});
