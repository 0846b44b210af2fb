import { expect, test, type APIRequestContext } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { signIn } from './staff.ts';

// Issue 18: nothing a person does is lost — trash with restore, version history with restore.

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

test('a deleted area leaves the site and comes back from the trash with the same slug', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const name = `Khu thử thùng rác ${Date.now().toString(36)}`;
  const created = await request.post('/api/areas/create', {
    data: { nameVi: name, nameEn: 'Trash test area', summaryVi: 'Một khu vực để thử thùng rác.' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { results: { slug: string } }).results;

  await page.goto(`/discover/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await signIn(page);
  await page.goto('/admin/discover');
  await page.getByRole('button', { name: `Xoá ${name}` }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText('Đã xoá khu vực')).toBeVisible();

  // Gone from the public site at once: its page is a 404 and the list no longer names it.
  const gone = await request.get(`/discover/${slug}`);
  expect(gone.status()).toBe(404);
  await page.goto('/discover');
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto('/admin/trash');
  const row = page.getByTestId('trash-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Khu vực');
  await expect(row).toContainText(`/${slug}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`trash-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: `Khôi phục ${name}` }).click();
  await expect(page.getByText(`Đã khôi phục "${name}"`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const back = await request.get(`/discover/${slug}`);
  expect(back.status()).toBe(200);
  await page.goto(`/discover/${slug}?lang=en`);
  await expect(page.getByRole('heading', { name: 'Trash test area', level: 1 })).toBeVisible();
});
