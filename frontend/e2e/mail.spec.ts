import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtp, type TestSmtp } from '../../gateway/src/testing/smtp.ts';
import { expect, test, waitForAppOnNavigation } from './fixtures.ts';
import { startGateway, stopGateway, waitReady, type GatewayProcess } from './gateway-process.ts';

/**
 * Issue 17: mail really sent. A gateway of its own whose SMTP_URL is a real SMTP server on
 * loopback (smtp-server), which keeps what it receives for the test to open.
 */
const port = Number(process.env.E2E_PORT ?? 8190) + 6;
const admin = { email: 'admin@venue.test', password: 'admin-password-e2e' };
let gateway: GatewayProcess;
let smtp: TestSmtp;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startTestSmtp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-mail-'));
  gateway = startGateway({
    port,
    dataDir,
    admin,
    env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '200', PUBLIC_URL: `http://localhost:${port}` },
  });
  await waitReady(gateway.base);
});

test.afterAll(async () => {
  if (gateway) await stopGateway(gateway.child);
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('forgot password: the mailed link sets a new password once', async ({ page }) => {
  waitForAppOnNavigation(page);
  await page.goto(`${gateway.base}/admin?lang=en`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const [mail] = await smtp.waitFor(1);
  expect((mail!.to as { text: string }).text).toBe(admin.email);
  expect(mail!.subject).toBe('Reset your password');
  const link = /http:\/\/localhost:\d+\/admin\/reset-password#token=[\w-]+/.exec(mail!.text!)![0];

  await page.goto(link);
  await page.getByLabel(/^New password/).fill('a-new-password-e2e');
  await page.getByLabel('Repeat the new password').fill('a-new-password-e2e');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Mật khẩu').fill('a-new-password-e2e');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/general$/);

  // The link works once.
  await page.goto(link.replace('/admin/reset-password', '/admin/reset-password?lang=vi'));
  await page.getByLabel(/^Mật khẩu mới/).fill('yet-another-password');
  await page.getByLabel('Nhập lại mật khẩu mới').fill('yet-another-password');
  await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
  await expect(page.getByRole('alert')).toContainText('Liên kết này đã được dùng');
});
