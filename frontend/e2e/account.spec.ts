import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import os from 'node:os';
import path from 'node:path';
import { expect, test, waitForAppOnNavigation, type Page } from './fixtures.ts';
import { startGateway, stopGateway, waitReady, type GatewayProcess } from './gateway-process.ts';
import { E2E_PORT } from './playwright.config.ts';
import { signIn } from './staff.ts';

/**
 * /admin/account. A gateway of its own, so that changing its administrator's password
 * touches no other spec's sign-ins.
 */
const port = E2E_PORT + 7;
const admin = { email: 'account-admin@venue.test', password: 'account-password-e2e' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let gateway: GatewayProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-account-'));
  gateway = startGateway({ port, dataDir, admin });
  await waitReady(gateway.base);
});

test.afterAll(async () => {
  if (gateway) await stopGateway(gateway.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A full-page screenshot to look at, and axe-core (as a11y.spec.ts runs it) on the same state. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  // Below xl the layout's closed drawer (aria-label on its root) and Mantine's shared portal node
  // are flagged on every admin page; they are the layout's, not this page's (left to its owner).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .exclude('.mantine-Drawer-root')
    .exclude('[data-mantine-shared-portal-node]')
    .analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`),
      name,
    )
    .toEqual([]);
}

test('lists both browsers, ends the other one, renames, and changes the password', async ({ browser }) => {
  test.setTimeout(90_000);
  const desk = await browser.newContext({ baseURL: gateway.base, viewport: { width: 1280, height: 900 } });
  const phone = await browser.newContext({
    baseURL: gateway.base,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
  });
  const a = await desk.newPage();
  const b = await phone.newPage();
  waitForAppOnNavigation(a);
  waitForAppOnNavigation(b);
  await signIn(a, admin);
  await signIn(b, admin);

  // The entry is in the nav for everyone signed in.
  await a.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Tài khoản' }).click();
  await expect(a).toHaveURL(/\/admin\/account$/);
  const sessions = a.getByTestId('account-session');
  await expect(sessions).toHaveCount(2);
  const mine = sessions.filter({ hasText: 'Thiết bị này' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Linux');
  const other = sessions.filter({ hasText: 'iOS 17.5' });
  await expect(other).toContainText('Mobile Safari 17');
  await expect(other).toContainText('127.0.0.1');
  await shoot(a, 'account-1280');
  await b.goto('/admin/account');
  await expect(b.getByTestId('account-session')).toHaveCount(2);
  await shoot(b, 'account-390');

  // Ending the phone's session: its next action sends it to the sign-in screen.
  await other.getByRole('button', { name: /^Kết thúc phiên/ }).click();
  await expect(sessions).toHaveCount(1);
  await b.goto('/admin/events');
  await expect(b).toHaveURL(/\/admin$/);
  await expect(b.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();

  // A new name shows in the sidebar's header.
  await a.getByLabel('Họ tên').fill('Chị Lan');
  await a.getByRole('button', { name: 'Lưu tên' }).click();
  await expect(a.getByTestId('admin-user')).toContainText('Chị Lan');

  // A mismatch is caught before sending; a wrong current password is named by the gateway.
  await a.getByLabel(/^Mật khẩu hiện tại/).fill('not-the-password');
  await a.getByLabel(/^Mật khẩu mới/).fill('a-brand-new-pass-1');
  await a.getByLabel(/^Nhập lại mật khẩu mới/).fill('a-brand-new-pass-2');
  await a.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(a.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
  await a.getByLabel(/^Nhập lại mật khẩu mới/).fill('a-brand-new-pass-1');
  await a.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(a.getByText('Mật khẩu hiện tại không đúng').first()).toBeVisible();
  await a.getByLabel(/^Mật khẩu hiện tại/).fill(admin.password);
  await a.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(a.getByText('Đã đổi mật khẩu').first()).toBeVisible();
  // This browser stays signed in.
  await a.reload();
  await expect(a.getByTestId('account-session')).toHaveCount(1);
  await expect(a.getByTestId('admin-user')).toContainText('Chị Lan');

  await a.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
  await expect(a).toHaveURL(/\/admin$/);
  await signIn(a, { email: admin.email, password: 'a-brand-new-pass-1' });

  // In English too (the admin follows the language chosen with ?lang=).
  await a.goto('/admin/account?lang=en');
  await expect(a.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(a.getByTestId('account-session')).toContainText('This device');
  await expect(a.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  await shoot(a, 'account-en-1280');
  await a.setViewportSize({ width: 390, height: 844 });
  await shoot(a, 'account-en-390');
  await desk.close();
  await phone.close();
});
