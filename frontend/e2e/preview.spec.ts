import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { previewKey, signPreviewTokenWith } from '../../gateway/src/modules/preview/preview.token.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { startGateway, stopGateway, waitReady } from './gateway-process.ts';
import { ADMIN, E2E_PORT } from './playwright.config.ts';
import { signIn } from './staff.ts';

// A draft seen exactly as its public page will show it, through a signed 15-minute link.

async function draftEvent(request: APIRequestContext, base = '') {
  const login = await request.post(`${base}/api/auth/login`, { data: ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const stamp = Date.now().toString(36);
  const data = {
    titleVi: `Đêm nhạc nháp ${stamp}`,
    titleEn: `Draft concert ${stamp}`,
    summaryVi: 'Một buổi diễn chưa công bố.',
    summaryEn: 'A concert not announced yet.',
    contentVi: '<p>Ban nhạc <strong>Gió</strong> chơi từ 20 giờ.</p>',
    contentEn: '<p>The band <strong>Wind</strong> plays from 8 pm.</p>',
    startAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    priceVi: '300.000 đ',
    priceEn: '300,000 VND',
    status: 'draft',
  };
  const created = await request.post(`${base}/api/events/create`, {
    data,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(created.status()).toBe(201);
  const { _id, slug } = ((await created.json()) as { results: { _id: string; slug: string } }).results;
  return { ...data, _id, slug, stamp };
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff preview a draft event from its editor, in Vietnamese then English', async ({
  page,
  context,
  request,
}) => {
  const event = await draftEvent(request);
  expect((await request.get(`/event/${event.slug}`)).status()).toBe(404);

  await signIn(page);
  await page.goto('/admin/events');
  await page.getByLabel('Tìm kiếm').fill(event.stamp);
  await page.getByRole('button', { name: `Sửa ${event.titleVi}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Sửa sự kiện' });
  const opened = context.waitForEvent('page');
  await drawer.getByRole('button', { name: 'Xem trước' }).click();
  const preview = await opened;

  // The link stays in the editor to copy, with its expiry.
  const link = drawer.getByTestId('preview-link');
  await expect(link).toContainText(`/preview/event/${event._id}?token=`);
  await expect(link).toContainText('15 phút');
  await expect(link.getByRole('button', { name: 'Sao chép liên kết xem trước' })).toBeVisible();
  const url = (await link.getByRole('link').getAttribute('href'))!;
  await drawer.screenshot({ path: test.info().outputPath('editor-preview-link.png') });

  // The new tab shows the draft as its public page will: title, summary, content, price.
  await preview.waitForURL(`**/preview/event/${event._id}?token=*`);
  await expect(preview.getByRole('heading', { name: event.titleVi, level: 1 })).toBeVisible();
  await expect(preview.getByTestId('preview-band')).toContainText('Bản xem trước — chưa công khai.');
  await expect(preview.getByTestId('preview-band')).toContainText('Liên kết có hiệu lực đến');
  await expect(preview.getByText('Ban nhạc Gió chơi từ 20 giờ.')).toBeVisible();
  await expect(preview.getByText(event.priceVi)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await shoot(preview, 'preview-event-vi');

  // English, by the usual ?lang= and by the language switch.
  await preview.goto(`${url}&lang=en`);
  await expect(preview.getByRole('heading', { name: event.titleEn, level: 1 })).toBeVisible();
  await expect(preview.getByTestId('preview-band')).toContainText('Preview — not public yet.');
  await expect(preview.getByTestId('preview-band')).toContainText('This link is valid until');
  await expect(preview.getByText('The band Wind plays from 8 pm.')).toBeVisible();
  await shoot(preview, 'preview-event-en');
  await preview.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'VI' }).click();
  await expect(preview.getByRole('heading', { name: event.titleVi, level: 1 })).toBeVisible();
  expect(new URL(preview.url()).searchParams.get('token')).toBeTruthy();

  // A token made for another item is refused with a message, and staff stay signed in.
  const token = new URL(url).searchParams.get('token')!;
  await page.goto(`/preview/news/${event._id}?token=${encodeURIComponent(token)}`);
  await expect(
    page.getByRole('heading', { name: 'Liên kết xem trước không hợp lệ', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(event.titleVi)).toHaveCount(0);
  await page.goto('/admin/events');
  await expect(page.getByLabel('Tìm kiếm')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events$/);
});

test('an expired preview link shows a message in the visitor language, not the draft', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A gateway of our own, whose token key this test can read, to make a link that has expired.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-preview-'));
  const { child, base } = startGateway({ port: E2E_PORT + 3, dataDir, admin: ADMIN });
  try {
    await waitReady(base);
    const event = await draftEvent(request, base);
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      access: string;
    };
    const expired = signPreviewTokenWith(previewKey(secrets.access), 'event', event._id, -60);
    await page.goto(`${base}/preview/event/${event._id}?token=${expired}&lang=vi`);
    await expect(
      page.getByRole('heading', { name: 'Liên kết xem trước đã hết hạn', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Hãy nhờ người đã gửi tạo một liên kết mới.')).toBeVisible();
    await expect(page.getByText(event.titleVi)).toHaveCount(0);
    await shoot(page, 'preview-expired-vi');
    await page.goto(`${base}/preview/event/${event._id}?token=${expired}&lang=en`);
    await expect(
      page.getByRole('heading', { name: 'This preview link has expired', level: 1 }),
    ).toBeVisible();
    await shoot(page, 'preview-expired-en');

    // The same link while it is valid opens the draft: only the expiry was refused.
    const valid = signPreviewTokenWith(previewKey(secrets.access), 'event', event._id);
    await page.goto(`${base}/preview/event/${event._id}?token=${valid}&lang=vi`);
    await expect(page.getByRole('heading', { name: event.titleVi, level: 1 })).toBeVisible();
  } finally {
    await stopGateway(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a draft news post is previewed like its public page, in both languages', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/news/create', {
    data: {
      titleVi: `Tin nháp ${stamp}`,
      titleEn: `Draft news ${stamp}`,
      summaryVi: 'Tóm tắt của bản nháp.',
      summaryEn: 'The draft summary.',
      contentVi: '<p>Nội dung <em>chưa đăng</em>.</p>',
      contentEn: '<p>Content <em>not published</em>.</p>',
      status: 'draft',
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const news = ((await created.json()) as { results: { _id: string; slug: string } }).results;
  expect((await request.get(`/news/${news.slug}`)).status()).toBe(404);
  const link = await request.post('/api/preview/create', { data: { type: 'news', id: news._id }, headers });
  const { url } = ((await link.json()) as { results: { url: string } }).results;

  await page.goto(`${url}&lang=vi`);
  await expect(page.getByRole('heading', { name: `Tin nháp ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Tóm tắt của bản nháp.')).toBeVisible();
  await expect(page.getByTestId('preview-band')).toContainText('Bản xem trước');
  await shoot(page, 'preview-news-vi');
  await page.goto(`${url}&lang=en`);
  await expect(page.getByRole('heading', { name: `Draft news ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Content not published.')).toBeVisible();
  await shoot(page, 'preview-news-en');
});
