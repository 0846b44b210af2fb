import { expect, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';

/** Signs in through the admin's sign-in screen as a person does; lands on /admin/general. */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/general$/);
}
