import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { venueToday } from '../../gateway/src/lib/venue-time.ts';

// The staff's day: the dashboard staff land on, check-in at the door on two phones, and the
// inboxes' CSV exports, against the production build and bookings made through the public API.

const WIDTHS = [375, 1280];

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A visitor's booking for today, through the public REST route. */
async function book(
  request: APIRequestContext,
  fields: { name: string; guests: number; timeSlot?: string; areaId?: string; note?: string },
): Promise<string> {
  const res = await request.post('/api/bookings/create', {
    data: {
      phone: `09${String(Date.now()).slice(-8)}`,
      email: `khach-${Date.now().toString(36)}@example.com`,
      date: venueToday(),
      timeSlot: '19:00',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { results: { _id: string } }).results._id;
}

interface DashboardAnswer {
  totals: { bookings: number; guests: number; arrived: number; noShows: number };
  toConfirm: number;
  newMessages: number;
  waiting: number;
  madePerDay: { day: string; count: number }[];
  expectedPerDay: { day: string; guests: number }[];
}

async function dashboard(request: APIRequestContext, token: string): Promise<DashboardAnswer> {
  const res = await request.get('/api/dashboard', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: DashboardAnswer }).results;
}

/** Signs in from the sign-in screen itself, which lands on the dashboard. */
async function signInToDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Mật khẩu').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The CSV's rows, parsed back (quoted cells, doubled quotes, commas and line breaks inside). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell || row.length) endRow();
  return rows;
}

for (const width of WIDTHS) {
  test(`the dashboard at ${width} px agrees with the API and moves with a new booking`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const token = await staffToken(request);
    const stamp = `${width}-${Date.now().toString(36)}`;

    // An area with 12 places per slot, and guests booked into it and without an area.
    const created = await request.post('/api/areas/create', {
      data: { nameVi: `Sân vườn ${stamp}`, nameEn: `Garden ${stamp}`, summaryVi: 'Khu để thử.' },
      headers: auth(token),
    });
    expect(created.status()).toBe(201);
    const areaId = ((await created.json()) as { results: { _id: string } }).results._id;
    const places = await request.put(`/api/capacity/area/${areaId}`, {
      data: { placesPerSlot: 12, hours: [], closures: [] },
      headers: auth(token),
    });
    expect(places.status(), await places.text()).toBe(200);
    await book(request, { name: `Trần Thị Mai ${stamp}`, guests: 3, timeSlot: '19:30', areaId });
    await book(request, { name: `Lê Văn Hùng ${stamp}`, guests: 4, timeSlot: '19:30', areaId });
    await book(request, { name: `Phạm Gia Bảo ${stamp}`, guests: 2, timeSlot: '20:00' });

    await signInToDashboard(page);
    const answer = await dashboard(request, token);
    const value = (id: string) => page.getByTestId(`${id}-value`);
    await expect(value('stat-guests')).toHaveText(String(answer.totals.guests));
    await expect(value('stat-to-confirm')).toHaveText(String(answer.toConfirm));
    await expect(value('stat-messages')).toHaveText(String(answer.newMessages));
    await expect(value('stat-waiting')).toHaveText(String(answer.waiting));
    const made30 = answer.madePerDay.slice(-30).reduce((sum, d) => sum + d.count, 0);
    await expect(page.getByTestId('chart-made-total')).toHaveText(`${made30} đặt chỗ trong 30 ngày qua`);
    const expected = answer.expectedPerDay.reduce((sum, d) => sum + d.guests, 0);
    await expect(page.getByTestId('chart-expected-total')).toHaveText(`${expected} khách trong 30 ngày tới`);

    // Tonight's slot of the new area: 7 of its 12 places.
    const slot = page.getByTestId('tonight-slot').filter({ hasText: `Sân vườn ${stamp}` });
    await expect(slot.getByTestId('tonight-guests')).toHaveText('7 / 12 chỗ');
    await expect(slot.getByRole('progressbar', { name: 'Đã đặt 7 trên 12 chỗ' })).toBeVisible();

    // The plots are drawn.
    for (const chart of ['chart-made', 'chart-expected', 'chart-share'])
      await expect(page.getByTestId(chart).locator('svg.recharts-surface').first()).toBeVisible();
    await page.getByTestId('chart-made').locator('label', { hasText: '90 ngày' }).click();
    const made90 = answer.madePerDay.reduce((sum, d) => sum + d.count, 0);
    await expect(page.getByTestId('chart-made-total')).toHaveText(`${made90} đặt chỗ trong 90 ngày qua`);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });

    // A visitor books: the numbers move without a reload.
    await book(request, { name: `Võ Minh Khoa ${stamp}`, guests: 5, timeSlot: '19:30', areaId });
    await expect(value('stat-guests')).toHaveText(String(answer.totals.guests + 5));
    await expect(value('stat-to-confirm')).toHaveText(String(answer.toConfirm + 1));
    await expect(slot.getByTestId('tonight-guests')).toHaveText('12 / 12 chỗ');
    await expect(page.getByTestId('chart-made-total')).toHaveText(`${made90 + 1} đặt chỗ trong 90 ngày qua`);
    const after = await dashboard(request, token);
    expect(after.totals.guests).toBe(answer.totals.guests + 5);
  });
}

for (const width of WIDTHS) {
  test(`a check-in at the door at ${width} px shows on another phone at once`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = `${width}-${Date.now().toString(36)}`;
    const name = `Nguyễn Thị Cửa ${stamp}`;
    await book(request, { name, guests: 4, timeSlot: '18:30', note: 'Bàn gần cửa sổ' });
    await book(request, { name: `Đỗ Quang Vinh ${stamp}`, guests: 2, timeSlot: '21:00' });

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const first = await context.newPage();
    await signInToDashboard(first);
    const second = await context.newPage();
    await first.goto('/admin/door');
    await second.goto('/admin/door');

    await expect(second.getByTestId('door-expected')).toHaveText(/^\d+$/);
    const expected = Number(await second.getByTestId('door-expected').textContent());
    const arrived = Number(await second.getByTestId('door-arrived').textContent());
    expect(expected).toBeGreaterThanOrEqual(6);

    // The first phone finds the party by a name typed without accents, and three of four came.
    await first
      .getByRole('searchbox', { name: 'Tìm theo tên hoặc số điện thoại' })
      .fill(`nguyen thi cua ${stamp}`);
    const card = first.getByTestId('door-booking').filter({ hasText: name });
    await expect(first.getByTestId('door-booking')).toHaveCount(1);
    await expect(card.getByTestId('door-count')).toHaveText('4');
    await card.getByRole('button', { name: `Bớt một khách của ${name}` }).click();
    await card.getByRole('button', { name: 'Đã đến' }).click();
    await expect(card.getByTestId('door-result')).toHaveText('Đã đến 3/4');
    await first.screenshot({ path: testInfo.outputPath(`door-${width}-search.png`), fullPage: true });

    // The second phone sees it within a second or so, and its count.
    const there = second.getByTestId('door-booking').filter({ hasText: name });
    await expect(there).toHaveAttribute('data-state', 'arrived', { timeout: 2_000 });
    await expect(there.getByTestId('door-result')).toHaveText('Đã đến 3/4');
    await expect(second.getByTestId('door-arrived')).toHaveText(String(arrived + 3));
    await second.screenshot({ path: testInfo.outputPath(`door-${width}.png`), fullPage: true });

    // Undone on the second phone; then a no-show from the first, seen on the second.
    await there.getByRole('button', { name: 'Hoàn tác' }).click();
    await expect(card).toHaveAttribute('data-state', 'waiting', { timeout: 2_000 });
    await expect(second.getByTestId('door-arrived')).toHaveText(String(arrived));
    await card.getByRole('button', { name: 'Không đến' }).click();
    await expect(there).toHaveAttribute('data-state', 'no-show', { timeout: 2_000 });
    await expect(there.getByTestId('door-result')).toHaveText('Không đến');
    await context.close();
  });
}

test('the bookings export downloads the filtered list intact and neutralises formulas', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const token = await staffToken(request);
  const stamp = Date.now().toString(36);
  const vietnamese = `Hoàng Thị Ngọc Ánh ${stamp}`;
  await book(request, { name: vietnamese, guests: 2 });
  await book(request, { name: `=HYPERLINK("http://x.test") ${stamp}`, guests: 1 });

  await signInToDashboard(page);
  await page.goto('/admin/inbox/bookings');
  await page.locator('label', { hasText: /^Mới$/ }).click();
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  await expect(page.getByRole('button', { name: 'Tải xuống' })).toBeVisible();
  // Pictured once its fade-in is over.
  await expect(page.getByRole('dialog', { name: 'Xuất CSV' })).toHaveCSS('opacity', '1');
  await page.screenshot({ path: testInfo.outputPath('export-375.png') });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải xuống' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dat-cho-${venueToday()}.csv`);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = parseCsv(text.slice(1));

  // As many rows as the list has under the same filter.
  const list = await request.get('/api/bookings/all?status=new&pageSize=1', { headers: auth(token) });
  const { total } = ((await list.json()) as { results: { total: number } }).results;
  expect(rows.length - 1).toBe(total);
  const nameColumn = rows[0]!.indexOf('Họ tên');
  expect(nameColumn).toBeGreaterThanOrEqual(0);
  const names = rows.slice(1).map((r) => r[nameColumn]);
  expect(names).toContain(vietnamese);
  expect(names).toContain(`'=HYPERLINK("http://x.test") ${stamp}`);
  const statusColumn = rows[0]!.indexOf('Trạng thái');
  if (statusColumn >= 0) expect(new Set(rows.slice(1).map((r) => r[statusColumn]))).toEqual(new Set(['Mới']));

  // Narrowed to today (picked twice: a one-day range), only today's bookings are left.
  const today = venueToday();
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xuất CSV' });
  await dialog.getByRole('button', { name: 'Ngày đặt chỗ' }).click();
  const day = dialog
    .locator('table button:not([data-outside]):not([data-hidden])')
    .filter({ hasText: new RegExp(`^${Number(today.slice(8))}$`) });
  await day.click();
  await day.click();
  const narrowed = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Tải xuống' }).click();
  const oneDay = parseCsv(fs.readFileSync(await (await narrowed).path(), 'utf8').slice(1));
  const dateColumn = oneDay[0]!.indexOf('Ngày');
  expect(oneDay.length).toBeGreaterThan(1);
  expect(oneDay.length).toBeLessThanOrEqual(rows.length);
  const shown = `${today.slice(8)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  for (const row of oneDay.slice(1)) expect([today, shown]).toContain(row[dateColumn]);
});

test('the messages export follows the handled filter', async ({ page, request }) => {
  const token = await staffToken(request);
  const stamp = Date.now().toString(36);
  const sent = await request.post('/api/contact/create', {
    data: {
      name: `Bùi Thu Hà ${stamp}`,
      email: 'ha@example.com',
      subject: `Hỏi về sự kiện ${stamp}`,
      message: 'Xin chào, cho tôi hỏi giờ mở cửa.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page);
  await page.goto('/admin/inbox/messages');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải xuống' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`lien-he-${venueToday()}.csv`);
  const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8').slice(1));
  const list = await request.get('/api/contact/all?handled=false&pageSize=1', { headers: auth(token) });
  const { total } = ((await list.json()) as { results: { total: number } }).results;
  expect(rows.length - 1).toBe(total);
  expect(rows.some((r) => r.includes(`Bùi Thu Hà ${stamp}`))).toBe(true);
});

test('the dashboard and the door have no axe violations at 375 and 1280 px', async ({ page, request }) => {
  await book(request, { name: `Lý Thu Trang ${Date.now().toString(36)}`, guests: 2 });
  await signInToDashboard(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/dashboard', '/admin/door']) {
      await page.goto(path);
      await expect(page.locator('svg.recharts-surface, [data-testid="door-booking"]').first()).toBeVisible();
      // The screens themselves; the admin layout around them is the admin's own tests' business.
      const { violations } = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
        .analyze();
      const report = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
      );
      expect.soft(report, `axe violations on ${path} at ${width} px:\n${report.join('\n')}`).toEqual([]);
    }
  }
});
