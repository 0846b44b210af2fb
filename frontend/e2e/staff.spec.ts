import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, waitForAppOnNavigation, type Locator, type Page } from './fixtures.ts';
import { startGateway, stopGateway, waitReady } from './gateway-process.ts';
import { ADMIN, E2E_PORT } from './playwright.config.ts';
import { postBooking, signIn } from './staff.ts';

/**
 * Staff journeys on the seeded venue, in the production build with Mantine's real environment:
 * existing content, both languages, the editor's tabs switched back and forth.
 */

const stamp = () => String(Date.now()).slice(-6);

/** Uncaught errors of the page; React Router's error screen shows one of these. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

interface Labels {
  title: string;
  content: string;
}

/**
 * Edits the title and appends to the rich text of one language tab, then goes to the other tab and
 * back (each switch hides and shows the editors) and checks both kept what was typed.
 */
async function editTab(
  scope: Locator,
  tab: 'Tiếng Việt' | 'English',
  labels: Labels,
  title: string,
  marker: string,
) {
  await scope.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  const panel = scope.getByRole('tabpanel', { name: new RegExp(`^${tab}`) });
  await panel.getByRole('textbox', { name: labels.title, exact: true }).fill(title);
  const content = panel.locator(`[aria-label="${labels.content}"] .ProseMirror`);
  await content.click();
  await content.press('Control+End');
  await content.pressSequentially(` ${marker}`);
  const other = tab === 'English' ? 'Tiếng Việt' : 'English';
  await scope.getByRole('tab', { name: new RegExp(`^${other}`) }).click();
  await scope.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await expect(panel.getByRole('textbox', { name: labels.title, exact: true })).toHaveValue(title);
  await expect(content).toContainText(marker);
}

async function publicList<T>(page: Page, url: string): Promise<T[]> {
  const res = await page.request.get(url);
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: T[] | { items: T[] } };
  return Array.isArray(results) ? results : results.items;
}

async function expectPublicPage(page: Page, url: string, title: string, marker: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText(marker, { exact: false }).first()).toBeVisible();
}

interface Publishable {
  slug: string;
  titleVi: string;
  titleEn: string;
}

/** Signs in and opens the editor of the first public item of `/admin/{kind}`, found by its title. */
async function openExisting(page: Page, kind: 'events' | 'news') {
  const [item] = await publicList<Publishable>(page, `/api/${kind}/all`);
  expect(item).toBeTruthy();
  await signIn(page);
  await page.goto(`/admin/${kind}`);
  await page.getByRole('textbox', { name: 'Tìm kiếm' }).fill(item!.titleVi);
  await page.getByRole('button', { name: `Sửa ${item!.titleVi}`, exact: true }).click();
  return { item: item!, drawer: page.getByRole('dialog') };
}

test.describe('staff edit existing content in both languages', () => {
  test('an existing event: English and Vietnamese tabs, saved, shown on the public page', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const { item: event, drawer } = await openExisting(page, 'events');
    const s = stamp();
    const titleEn = `${event.titleEn} ${s}`;
    await editTab(drawer, 'English', { title: 'Title', content: 'Content' }, titleEn, `english-note-${s}`);
    await editTab(
      drawer,
      'Tiếng Việt',
      { title: 'Tiêu đề', content: 'Nội dung' },
      event.titleVi,
      `ghi-chu-${s}`,
    );
    await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu sự kiện')).toBeVisible();
    // The toast does not sit on the drawer's close button: it closes while the toast still shows.
    await drawer.getByRole('button', { name: 'Đóng' }).click({ timeout: 3000 });
    await expect(drawer).toBeHidden();
    expect(errors).toEqual([]);

    await expectPublicPage(page, `/event/${event.slug}?lang=en`, titleEn, `english-note-${s}`);
    await expectPublicPage(page, `/event/${event.slug}?lang=vi`, event.titleVi, `ghi-chu-${s}`);
  });

  test('an existing news post: English tab edited and saved, shown on the public page', async ({ page }) => {
    const errors = pageErrors(page);
    const { item: post, drawer } = await openExisting(page, 'news');
    const s = stamp();
    const titleEn = `${post.titleEn} ${s}`;
    await editTab(drawer, 'English', { title: 'Title', content: 'Content' }, titleEn, `english-news-${s}`);
    await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu tin tức')).toBeVisible();
    expect(errors).toEqual([]);
    await expectPublicPage(page, `/news/${post.slug}?lang=en`, titleEn, `english-news-${s}`);
  });

  test('an existing area: English tab edited and saved, shown on the public page', async ({ page }) => {
    const errors = pageErrors(page);
    const [area] = await publicList<{ slug: string; name: string; nameEn: string }>(page, '/api/areas/all');
    expect(area).toBeTruthy();
    await signIn(page);
    await page.goto('/admin/discover');
    await page.getByRole('button', { name: `Sửa ${area!.name}`, exact: true }).click();
    const drawer = page.getByRole('dialog');
    const s = stamp();
    const nameEn = `${area!.nameEn} ${s}`;
    await editTab(
      drawer,
      'English',
      { title: 'Area name', content: 'Description' },
      nameEn,
      `english-area-${s}`,
    );
    await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu khu vực')).toBeVisible();
    expect(errors).toEqual([]);
    await expectPublicPage(page, `/discover/${area!.slug}?lang=en`, nameEn, `english-area-${s}`);
  });

  test('the introduction: English column edited and saved, shown on the home page', async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page);
    await page.goto('/admin/instroduct');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const original = await title.inputValue();
    const s = stamp();
    const titleEn = `${original.replace(/ \d{6}$/, '')} ${s}`;
    await title.fill(titleEn);
    const content = page.locator('[aria-label="Content"] .ProseMirror');
    await content.click();
    await content.press('Control+End');
    await content.pressSequentially(` english-intro-${s}`);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu trang giới thiệu')).toBeVisible();
    expect(errors).toEqual([]);
    await page.goto('/?lang=en');
    await expect(page.getByText(titleEn)).toBeVisible();
  });
});

test.describe('staff sessions', () => {
  test('signing in from a deep link opens the page that was asked for', async ({ page }) => {
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Mật khẩu').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { name: 'Tin tức', level: 1 })).toBeVisible();
  });

  test('the bookings inbox names the event and the area asked for, with a link to the event', async ({
    page,
  }) => {
    const events = await publicList<{ _id: string; slug: string; titleVi: string; bookingEnabled: boolean }>(
      page,
      '/api/events/all',
    );
    const event = events.find((e) => e.bookingEnabled);
    const [area] = await publicList<{ _id: string; slug: string; name: string }>(page, '/api/areas/all');
    expect(event && area).toBeTruthy();
    const name = `Khách sự kiện ${stamp()}`;
    const res = await postBooking(page.request, { name, eventId: event!._id, areaId: area!._id });
    expect(res.status()).toBe(201);
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Quản trị' })
      .getByRole('link', { name: /Đặt chỗ/ })
      .click();
    const card = page.getByTestId('booking').filter({ hasText: name });
    await expect(card.getByTestId('booking-target')).toContainText(`Sự kiện: ${event!.titleVi}`);
    await expect(card.getByTestId('booking-target')).toContainText(`Khu vực: ${area!.name}`);
    await expect(card.getByRole('link', { name: event!.titleVi })).toHaveAttribute(
      'href',
      `/event/${event!.slug}`,
    );
  });
});

test.describe('a session that outlives its access token', () => {
  const port = E2E_PORT + 3;
  const admin = { email: 'short-token@venue.test', password: 'short-token-password' };
  const TTL_S = 4;

  test('drafts stay in the admin lists after the access token expires and is refreshed', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-short-token-'));
    const gateway = startGateway({ port, dataDir, admin, env: { JWT_ACCESS_TTL_SECONDS: String(TTL_S) } });
    try {
      await waitReady(gateway.base);
      const context = await browser.newContext({ baseURL: gateway.base });
      const page = await context.newPage();
      waitForAppOnNavigation(page);
      const refreshes: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/auth/refreshToken') && refreshes.push(r.url()));
      await signIn(page, admin);
      // The seeded venue's draft event, looked for as staff do.
      const seeDraft = async () => {
        await page.getByRole('textbox', { name: 'Tìm kiếm' }).fill('Trịnh Công Sơn');
        await expect(
          page.getByRole('button', { name: 'Sửa Đêm nhạc Trịnh Công Sơn', exact: true }),
        ).toBeVisible();
      };
      const nav = page.getByRole('navigation', { name: 'Quản trị' });
      await nav.getByRole('link', { name: 'Sự kiện' }).click();
      await seeDraft();

      // Past the token's lifetime: a reload asks with the expired token, is refused, refreshes.
      await page.waitForTimeout((TTL_S + 2) * 1000);
      await page.reload();
      await seeDraft();
      expect(refreshes.length).toBeGreaterThanOrEqual(1);

      // And again within the page: another list, then back to the events.
      await page.waitForTimeout((TTL_S + 2) * 1000);
      await nav.getByRole('link', { name: 'Tin tức' }).click();
      await expect(page.getByRole('heading', { name: 'Tin tức', level: 1 })).toBeVisible();
      await nav.getByRole('link', { name: 'Sự kiện' }).click();
      await seeDraft();
      await expect(page).toHaveURL(/\/admin\/events$/);
      await context.close();
    } finally {
      await stopGateway(gateway.child).catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
