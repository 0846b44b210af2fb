import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtp, type TestSmtp } from '../../gateway/src/testing/smtp.ts';
import { expect, test, waitForAppOnNavigation } from './fixtures.ts';
import { startGateway, stopGateway, waitReady, type GatewayProcess } from './gateway-process.ts';
import { signIn } from './staff.ts';

/**
 * Mail really sent. A gateway of its own whose SMTP_URL is a real SMTP server on
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

test('an admin invites an editor, who joins, cannot manage staff, and is thrown out once deactivated', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ baseURL: gateway.base });
  const editorContext = await browser.newContext({ baseURL: gateway.base });
  const adminPage = await adminContext.newPage();
  const editorPage = await editorContext.newPage();
  waitForAppOnNavigation(adminPage);
  waitForAppOnNavigation(editorPage);
  // A long address, as staff have: the staff card shows it whole.
  const editor = {
    email: `editor-${Date.now()}.with-a-long-mailbox-name@venue-hanoi.test`,
    password: 'editor-password-e2e',
  };
  smtp.received.length = 0;

  await signIn(adminPage, admin);
  await adminPage.getByRole('link', { name: 'Nhân sự' }).first().click();
  await expect(adminPage).toHaveURL(/\/admin\/staff$/);
  await expect(adminPage.getByTestId('staff-member').filter({ hasText: admin.email })).toBeVisible();
  await adminPage.getByLabel('Email').fill(editor.email);
  await adminPage.getByLabel('Họ tên').fill('Biên tập Thử');
  await adminPage.getByRole('button', { name: 'Gửi lời mời' }).click();
  const card = adminPage.getByTestId('staff-member').filter({ hasText: editor.email });
  await expect(card).toContainText('Đang chờ nhận lời mời');
  const address = card.getByTestId('staff-email');
  expect(await address.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const [mail] = await smtp.waitFor(1);
  expect((mail!.to as { text: string }).text).toBe(editor.email);
  expect(mail!.subject).toBe('Lời mời tham gia trang quản trị');
  const link = /http:\/\/localhost:\d+\/admin\/accept-invitation#token=[\w-]+/.exec(mail!.text!)![0];

  await editorPage.goto(link);
  await editorPage.getByLabel(/^Mật khẩu mới/).fill(editor.password);
  await editorPage.getByLabel(/^Nhập lại mật khẩu mới/).fill(editor.password);
  await editorPage.getByRole('button', { name: 'Đặt mật khẩu' }).click();
  await expect(editorPage.getByRole('heading', { name: 'Chào mừng bạn!' })).toBeVisible();
  await signIn(editorPage, editor);
  // No staff entry for an editor, and the screen itself says no (the API answers 403).
  await expect(editorPage.getByRole('link', { name: 'Nhân sự' })).toHaveCount(0);
  await editorPage.goto('/admin/staff');
  await expect(editorPage.getByRole('alert')).toContainText('Chỉ quản trị viên');

  await adminPage.reload();
  await expect(card).toContainText('Đăng nhập lần cuối');
  await card.getByRole('switch', { name: 'Hoạt động' }).click();
  await expect(card).toContainText('Đã vô hiệu hoá');

  // The editor's open session ends: the next page asks them to sign in.
  await editorPage.goto('/admin/events');
  await expect(editorPage).toHaveURL(/\/admin$/);
  await expect(editorPage.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
  await adminContext.close();
  await editorContext.close();
});

test('the admin reads a sent mail in the outbox and filters it by status', async ({ browser, request }) => {
  const context = await browser.newContext({ baseURL: gateway.base });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  smtp.received.length = 0;
  const subject = `Giờ mở cửa ngày lễ ${Date.now()}`;
  const sent = await request.post(`${gateway.base}/api/contact/create`, {
    data: { name: 'Trần Bảo Ngọc', email: 'ngoc@example.com', subject, message: 'Ngày lễ có mở cửa không?' },
  });
  expect(sent.status()).toBe(201);
  await smtp.waitFor(1);

  await signIn(page, admin);
  await page.getByRole('link', { name: 'Hộp thư đi' }).first().click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  const row = page.getByTestId('outbox-mail').filter({ hasText: subject });
  await expect(row).toContainText('Đã gửi');
  await row.getByRole('button', { name: 'Xem thư' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tới:');
  await expect(dialog.frameLocator('iframe[title="Nội dung thư"]').locator('body')).toContainText(subject);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Nothing failed on this gateway: the failed filter shows none, sent shows the mail again.
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Gửi lỗi' }).click();
  await expect(page.getByText('Chưa có thư nào.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã gửi' }).click();
  await expect(row).toBeVisible();
  await context.close();
});

test('forgot password: the mailed link sets a new password once', async ({ page }) => {
  waitForAppOnNavigation(page);
  smtp.received.length = 0;
  await page.goto(`${gateway.base}/admin?lang=en`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  // The sign-in screen stays up while the next one loads: wait for it, not to type into the old one.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Mật khẩu').fill('a-new-password-e2e');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The link works once.
  await page.goto(link.replace('/admin/reset-password', '/admin/reset-password?lang=vi'));
  await page.getByLabel(/^Mật khẩu mới/).fill('yet-another-password');
  await page.getByLabel('Nhập lại mật khẩu mới').fill('yet-another-password');
  await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
  await expect(page.getByRole('alert')).toContainText('Liên kết này đã được dùng');
});
