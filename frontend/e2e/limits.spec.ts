import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, waitForAppOnNavigation } from './fixtures.ts';
import { startGateway, stopGateway, waitReady, type GatewayProcess } from './gateway-process.ts';
import { postBooking, signIn } from './staff.ts';

/**
 * A visitor who sends too much is told in place, in the form's language, how long to
 * wait. A gateway of its own with the default limits (5 public writes a minute per address).
 */
const port = Number(process.env.E2E_PORT ?? 8190) + 5;
let gateway: GatewayProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-limits-'));
  gateway = startGateway({
    port,
    dataDir,
    admin: { email: 'admin@venue.test', password: 'admin-password-e2e' },
    defaultLimits: true,
  });
  await waitReady(gateway.base);
});

test.afterAll(async () => {
  if (gateway) await stopGateway(gateway.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the booking and contact forms say, in their language, how long to wait', async ({ page, request }) => {
  test.setTimeout(150_000);
  // The address's budget is per minute: start early in one so that it does not end mid-test.
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 40_000) await new Promise((r) => setTimeout(r, left + 500));
  for (let i = 0; i < 5; i++) {
    const res = await request.post(`${gateway.base}/api/contact/create`, {
      data: { name: 'Khách', email: `khach${i}@example.com`, subject: 'Hỏi', message: `Lời nhắn ${i}` },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto(`${gateway.base}/booking?lang=vi`);
  // The honeypot is there for bots only: not in the accessibility tree, not in the tab order.
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill('Nguyễn Văn An');
  await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0901 234 567');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('an@example.com');
  const tomorrow = new Date(Date.now() + 7 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Ngày', exact: true }).fill(tomorrow);
  await page.getByRole('combobox', { name: 'Giờ', exact: true }).selectOption('19:00');
  await page.getByRole('button', { name: 'Gửi yêu cầu đặt chỗ' }).click();
  const vi = page.getByRole('alert').filter({ hasText: 'Bạn gửi quá nhanh' });
  await expect(vi).toHaveText(/^Bạn gửi quá nhanh\. Vui lòng thử lại sau \d{1,2} giây\.$/);
  await expect(page).toHaveURL(/\/booking/);
  await page.setViewportSize({ width: 375, height: 900 });
  await vi.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('booking-429-vi-375.png') });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${gateway.base}/contact?lang=en`);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Jane Doe');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jane@example.com');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('A party');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you have room for 30 people?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const en = page.getByRole('alert').filter({ hasText: 'too quickly' });
  await expect(en).toHaveText(/^You are sending too quickly\. Please try again in \d{1,2} seconds?\.$/);
  await en.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('contact-429-en-1280.png') });
  // Nothing of the refused submissions was stored.
  const stored = await request.post(`${gateway.base}/api/auth/login`, {
    data: { email: 'admin@venue.test', password: 'admin-password-e2e' },
  });
  const { accessToken } = await stored.json();
  const messages = await request.get(`${gateway.base}/api/contact/all`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect((await messages.json()).results.total).toBe(5);
});

test('staff see in the inbox that mails are held past the venue-wide hourly ceiling', async ({ browser }) => {
  test.setTimeout(150_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-ceiling-'));
  const admin = { email: 'admin@venue.test', password: 'admin-password-e2e' };
  // A ceiling of one public write an hour: the second one is stored with its mails held.
  const busy = startGateway({ port: port + 1, dataDir: dir, admin, env: { LIMIT_VENUE_PER_HOUR: '1' } });
  try {
    await waitReady(busy.base);
    const context = await browser.newContext({ baseURL: busy.base });
    context.on('page', waitForAppOnNavigation);
    const page = await context.newPage();
    for (const name of ['Khách một', 'Khách hai']) {
      const res = await postBooking(page.request, { name });
      expect(res.status()).toBe(201);
    }
    await signIn(page, admin);
    await page.goto('/admin/inbox/bookings');
    const alert = page.getByTestId('mails-held');
    await expect(alert).toContainText('Đang giữ email');
    await expect(alert).toContainText('vẫn được lưu');
    await page.screenshot({ path: test.info().outputPath('inbox-mails-held-1280.png') });
    await context.close();
  } finally {
    await stopGateway(busy.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
