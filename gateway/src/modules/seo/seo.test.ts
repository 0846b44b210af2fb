import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../lib/clock.ts';
import { publishChange } from '../../lib/content-bus.ts';
import { useGateway } from '../../testing/harness.ts';
import { EventModel } from '../events/events.model.ts';
import { venueIso } from '../../lib/venue-time-input.ts';
import { googleCalendarLink } from '../feeds/calendar-links.ts';
import { foldLine } from '../feeds/ics.ts';
import { parsePrice } from './jsonld.ts';
import { checkJsonLd } from './schema-check.ts';

// The SPA build may not exist in a test run: a minimal index.html of our own stands in for it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-seo-dist-'));
const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <title>Venue</title>
    <meta name="description" content="Sự kiện, khám phá và đặt chỗ" />
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const SITE = 'https://venue.example';
const h = useGateway({ seed: true, env: { FRONTEND_DIST: dist, PUBLIC_URL: SITE } });

// ---- raw-HTML reading, no JavaScript -------------------------------------------------------------

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Page {
  status: number;
  html: string;
  contentType: string;
  lang?: string;
  titles: string[];
  meta(key: string): string | undefined;
  metas(key: string): string[];
  canonical?: string;
  alternates: Record<string, string>;
  jsonLd: Record<string, any>[];
}

async function page(pathname: string): Promise<Page> {
  const res = await fetch(h.url + pathname);
  const html = await res.text();
  const metas = (key: string) =>
    [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)]
      .filter((m) => m[1] === key)
      .map((m) => decode(m[2]!));
  const alternates: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g))
    alternates[m[1]!] = decode(m[2]!);
  return {
    status: res.status,
    html,
    contentType: res.headers.get('content-type') ?? '',
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!)),
    meta: (key) => metas(key)[0],
    metas,
    canonical: decode(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? '') || undefined,
    alternates,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    ),
  };
}

function expectValidLd(ld: Record<string, any>, type: string) {
  const report = checkJsonLd(ld);
  expect(report.type).toBe(type);
  expect(report.errors, JSON.stringify(ld)).toEqual([]);
  return report;
}

// ---- fixtures created through the API ------------------------------------------------------------

const YEAR = new Date().getUTCFullYear() + 1;
const COVER = {
  public_id: 'jazz-cover',
  secure_url: '/media/jazz-cover-1600.webp',
  width: 1600,
  height: 900,
};
const NEWS_COVER = {
  public_id: 'news-cover',
  secure_url: '/media/news-cover-960.webp',
  width: 960,
  height: 540,
};
const past = new Date(Date.now() - 3600_000).toISOString();
const future = new Date(Date.now() + 7 * 86400_000).toISOString();

let token = '';
let home: any;
const ids: Record<string, string> = {};

async function create(kind: string, body: Record<string, unknown>) {
  const res = await h.api(`/api/${kind}/create`, { body, token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.results;
}

beforeAll(async () => {
  token = (await h.signIn('editor')).accessToken;
  home = (await h.api('/api/home/all')).body.results;
  const tag = await create('tags', {
    nameVi: 'Nhạc sống SEO',
    nameEn: 'Live music SEO',
    slug: 'nhac-song-seo',
  });
  ids.tag = tag._id;
  ids.tagSlug = tag.slug;
  const area = await create('areas', {
    nameVi: 'Sân thượng SEO',
    nameEn: 'SEO Rooftop',
    slug: 'san-thuong-seo',
    summaryVi: 'Sân thượng nhìn ra hồ Hoàn Kiếm.',
    summaryEn: 'A rooftop over Hoan Kiem lake.',
    cover: { public_id: 'roof', secure_url: '/media/roof-960.webp', width: 960, height: 600 },
  });
  ids.areaSlug = area.slug;
  const event = await create('events', {
    slug: 'dem-jazz-seo',
    titleVi: 'Đêm Jazz SEO',
    titleEn: 'SEO Jazz Night',
    summaryVi: 'Bộ tứ jazz, hai phần diễn; đồ uống chào mừng.',
    summaryEn: 'A jazz quartet, two sets; a welcome drink.',
    contentVi: '<p>Nội dung <strong>đầy đủ</strong></p>',
    cover: COVER,
    startAt: `${YEAR}-12-12T19:30:00+07:00`,
    endAt: `${YEAR}-12-12T22:00:00+07:00`,
    areaId: area._id,
    tagIds: [tag._id],
    priceVi: '350.000đ',
    priceEn: '350,000 VND',
    status: 'published',
    publishedAt: past,
  });
  ids.event = event._id;
  await create('events', {
    slug: 'su-kien-mien-phi-seo',
    titleVi: 'Sự kiện miễn phí </script><b>SEO</b>',
    startAt: `${YEAR}-12-13T09:00:00+07:00`,
    priceVi: 'Miễn phí',
    priceEn: 'Free',
    status: 'published',
    publishedAt: past,
  });
  await create('events', {
    slug: 'ban-nhap-seo',
    titleVi: 'Bản nháp SEO',
    startAt: `${YEAR}-12-14T19:00:00+07:00`,
    status: 'draft',
  });
  await create('events', {
    slug: 'hen-gio-seo',
    titleVi: 'Hẹn giờ SEO',
    startAt: `${YEAR}-12-15T19:00:00+07:00`,
    status: 'published',
    publishedAt: future,
  });
  const news = await create('news', {
    slug: 'tin-seo',
    titleVi: 'Tin SEO: mùa lễ hội',
    titleEn: 'SEO news: festival season',
    summaryVi: 'Mùa lễ hội bắt đầu.',
    summaryEn: 'The festival season begins.',
    cover: NEWS_COVER,
    status: 'published',
    publishedAt: past,
  });
  ids.news = news._id;
  await create('news', { slug: 'tin-nhap-seo', titleVi: 'Tin nháp SEO', status: 'draft' });
  await create('news', {
    slug: 'tin-hen-gio-seo',
    titleVi: 'Tin hẹn giờ SEO',
    status: 'published',
    publishedAt: future,
  });
}, 60_000);

// ---- pages ---------------------------------------------------------------------------------------

describe('server-rendered head', () => {
  it('home: SEO texts, canonical, alternates, Open Graph, Organization and Place', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.contentType).toMatch(/text\/html/);
    expect(p.html).toContain('<div id="root"></div>');
    expect(p.lang).toBe('vi');
    expect(home.seo.titleVi).toBeTruthy();
    expect(p.titles).toEqual([home.seo.titleVi]);
    expect(p.metas('description')).toEqual([home.seo.descriptionVi]);
    // Early in <head>, before the bundle, for scrapers that read only the start.
    expect(p.html.indexOf('<title>')).toBeLessThan(p.html.indexOf('<script type="module"'));
    expect(p.html).toMatch(/<\/title>\n {4}<meta name="description"/);
    expect(p.canonical).toBe(`${SITE}/`);
    expect(p.alternates).toEqual({ vi: `${SITE}/`, en: `${SITE}/?lang=en`, 'x-default': `${SITE}/` });
    expect(p.meta('og:title')).toBe(home.seo.titleVi);
    expect(p.meta('og:url')).toBe(`${SITE}/`);
    expect(p.meta('og:locale')).toBe('vi_VN');
    expect(p.meta('og:locale:alternate')).toBe('en_US');
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:site_name')).toBe('Venue');
    expect(p.meta('og:image')).toMatch(new RegExp(`^${SITE}/media/.+\\.webp$`));
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:image')).toBe(p.meta('og:image'));
    expect(p.html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Venue RSS" href="/news/rss.xml?lang=vi">',
    );
    const [org, place] = p.jsonLd;
    expectValidLd(org!, 'Organization');
    expectValidLd(place!, 'Place');
    const address = home.address
      .split('|')
      .map((s: string) => s.trim())
      .join(', ');
    expect(place!.address.streetAddress).toBe(address);
    expect(address).not.toContain('|');
    expect(org!.url).toBe(`${SITE}/`);
  });

  it('?lang=en gives the English title, <html lang="en"> and an English canonical', async () => {
    const p = await page('/?lang=en');
    expect(p.lang).toBe('en');
    expect(p.titles).toEqual([home.seo.titleEn]);
    expect(p.meta('description')).toBe(home.seo.descriptionEn);
    expect(p.canonical).toBe(`${SITE}/?lang=en`);
    expect(p.meta('og:locale')).toBe('en_US');
    expect(p.meta('og:locale:alternate')).toBe('vi_VN');
    expect(p.alternates['x-default']).toBe(`${SITE}/`);
  });

  it('event page: title, description, cover as og:image, canonical and a valid Event', async () => {
    const p = await page('/event/dem-jazz-seo');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Đêm Jazz SEO | Venue']);
    expect(p.meta('description')).toBe('Bộ tứ jazz, hai phần diễn; đồ uống chào mừng.');
    expect(p.meta('og:image')).toBe(`${SITE}/media/jazz-cover-1600.webp`);
    expect(p.meta('og:image:width')).toBe('1600');
    expect(p.meta('og:image:height')).toBe('900');
    expect(p.meta('og:image:alt')).toBe('Đêm Jazz SEO | Venue');
    expect(p.canonical).toBe(`${SITE}/event/dem-jazz-seo`);
    expect(p.alternates).toEqual({
      vi: `${SITE}/event/dem-jazz-seo`,
      en: `${SITE}/event/dem-jazz-seo?lang=en`,
      'x-default': `${SITE}/event/dem-jazz-seo`,
    });
    expect(p.jsonLd).toHaveLength(1);
    const ld = p.jsonLd[0]!;
    const report = expectValidLd(ld, 'Event');
    expect(report.warnings).toEqual([]);
    expect(ld.name).toBe('Đêm Jazz SEO');
    expect(ld.startDate).toBe(`${YEAR}-12-12T19:30:00+07:00`);
    expect(ld.endDate).toBe(`${YEAR}-12-12T22:00:00+07:00`);
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld.location.name).toContain('Sân thượng SEO');
    expect(ld.location.address.streetAddress).toBe(
      home.address
        .split('|')
        .map((s: string) => s.trim())
        .join(', '),
    );
    expect(ld.image).toEqual([`${SITE}/media/jazz-cover-1600.webp`]);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 350000, priceCurrency: 'VND' });
  });

  it('event page in English', async () => {
    const p = await page('/event/dem-jazz-seo?lang=en');
    expect(p.lang).toBe('en');
    expect(p.titles).toEqual(['SEO Jazz Night | Venue']);
    expect(p.canonical).toBe(`${SITE}/event/dem-jazz-seo?lang=en`);
    expect(p.jsonLd[0]!.name).toBe('SEO Jazz Night');
    expect(p.jsonLd[0]!.offers.price).toBe(350000);
  });

  it('a free event offers price 0, and `<` inside JSON-LD cannot end the script', async () => {
    const p = await page('/event/su-kien-mien-phi-seo');
    expect(p.status).toBe(200);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(p.html)![1]!;
    expect(block).not.toContain('<');
    expect(block).toContain('\\u003c/script>');
    expect(p.jsonLd[0]!.name).toBe('Sự kiện miễn phí </script><b>SEO</b>');
    expect(p.jsonLd[0]!.offers).toMatchObject({ price: 0, priceCurrency: 'VND' });
    // No event cover: the venue's picture stands in.
    expect(p.meta('og:image')).toMatch(new RegExp(`^${SITE}/media/`));
    expect(p.titles[0]).toBe('Sự kiện miễn phí </script><b>SEO</b> | Venue');
    expect(p.html).not.toContain('<b>SEO</b>');
    expectValidLd(p.jsonLd[0]!, 'Event');
  });

  it('news page: a valid NewsArticle', async () => {
    const p = await page('/news/tin-seo');
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['Tin SEO: mùa lễ hội | Venue']);
    expect(p.meta('description')).toBe('Mùa lễ hội bắt đầu.');
    expect(p.meta('og:type')).toBe('article');
    expect(p.meta('og:image')).toBe(`${SITE}/media/news-cover-960.webp`);
    const ld = p.jsonLd[0]!;
    expectValidLd(ld, 'NewsArticle');
    expect(ld.headline).toBe('Tin SEO: mùa lễ hội');
    expect(ld.datePublished).toBe(venueIso(past));
    expect(ld.image).toEqual([`${SITE}/media/news-cover-960.webp`]);
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: 'Venue' });
    expect((await page('/news/tin-seo?lang=en')).titles).toEqual(['SEO news: festival season | Venue']);
  });

  it('area page: name, summary and cover', async () => {
    const p = await page(`/discover/${ids.areaSlug}?lang=en`);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['SEO Rooftop | Venue']);
    expect(p.meta('description')).toBe('A rooftop over Hoan Kiem lake.');
    expect(p.meta('og:image')).toBe(`${SITE}/media/roof-960.webp`);
    expect(p.canonical).toBe(`${SITE}/discover/san-thuong-seo?lang=en`);
  });

  it('tag page by slug or id: the title is the tag name, canonical uses the slug', async () => {
    const bySlug = await page(`/event/tag/${ids.tagSlug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.titles).toEqual(['Nhạc sống SEO | Venue']);
    expect(bySlug.canonical).toBe(`${SITE}/event/tag/nhac-song-seo`);
    const byId = await page(`/event/tag/${ids.tag}?lang=en`);
    expect(byId.titles).toEqual(['Live music SEO | Venue']);
    expect(byId.canonical).toBe(`${SITE}/event/tag/nhac-song-seo?lang=en`);
  });

  it('static pages have their own titles', async () => {
    for (const [p, vi, en] of [
      ['/discover', 'Khám phá', 'Discover'],
      ['/event', 'Sự kiện', 'Events'],
      ['/news', 'Tin tức', 'News'],
      ['/booking', 'Đặt chỗ', 'Booking'],
      ['/contact', 'Liên hệ', 'Contact'],
      ['/thanks', 'Cảm ơn bạn', 'Thank you'],
      ['/test', 'Trang thử nghiệm', 'Test page'],
    ] as const) {
      const a = await page(p);
      expect(a.status, p).toBe(200);
      expect(a.titles).toEqual([`${vi} | Venue`]);
      expect(a.meta('description')).toBeTruthy();
      expect(a.canonical).toBe(`${SITE}${p}`);
      expect((await page(`${p}/?lang=en`)).titles).toEqual([`${en} | Venue`]);
    }
  });

  it('unknown paths, unknown slugs, drafts and scheduled items answer 404 with the SPA', async () => {
    for (const p of [
      '/no-such-page',
      '/event/no-such-event',
      '/event/ban-nhap-seo',
      '/event/hen-gio-seo',
      '/news/tin-nhap-seo',
      '/news/tin-hen-gio-seo',
      '/discover/no-such-area',
      '/event/tag/no-such-tag',
      '/event/tag/0123456789abcdef01234567',
      '/news/a/b',
      '/%E0%A4%A',
    ]) {
      const r = await page(p);
      expect(r.status, p).toBe(404);
      expect(r.contentType).toMatch(/text\/html/);
      expect(r.html).toContain('<div id="root"></div>');
      expect(r.titles).toEqual(['Không tìm thấy trang | Venue']);
      expect(r.meta('robots')).toBe('noindex');
    }
    const en = await page('/event/no-such-event?lang=en');
    expect(en.status).toBe(404);
    expect(en.titles).toEqual(['Not found | Venue']);
    expect(en.lang).toBe('en');
  });

  it('/admin gets the plain page with noindex; missing files are not pages', async () => {
    for (const p of ['/admin', '/admin/events']) {
      const r = await page(p);
      expect(r.status).toBe(200);
      expect(r.meta('robots')).toBe('noindex');
      expect(r.titles).toEqual(['Venue']);
      expect(r.canonical).toBeUndefined();
      expect(r.jsonLd).toEqual([]);
    }
    const missing = await fetch(`${h.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('id="root"');
  });

  it('the rendered page follows content changes (cache cleared) and a new build (mtime)', async () => {
    expect((await page('/event/dem-jazz-seo')).titles).toEqual(['Đêm Jazz SEO | Venue']);
    const res = await h.api(`/api/events/${ids.event}`, {
      method: 'PUT',
      body: { titleVi: 'Đêm Jazz SEO mới' },
      token,
    });
    expect(res.status).toBe(200);
    expect((await page('/event/dem-jazz-seo')).titles).toEqual(['Đêm Jazz SEO mới | Venue']);
    await h.api(`/api/events/${ids.event}`, { method: 'PUT', body: { titleVi: 'Đêm Jazz SEO' }, token });
    expect((await page('/event/dem-jazz-seo')).titles).toEqual(['Đêm Jazz SEO | Venue']);

    // A write that announces nothing is not seen: the answer really is cached...
    await EventModel.updateOne({ slug: 'dem-jazz-seo' }, { $set: { titleVi: 'Sửa thầm' } });
    expect((await page('/event/dem-jazz-seo')).titles).toEqual(['Đêm Jazz SEO | Venue']);
    // ...until a content change is announced (as another gateway would): read back, then shown.
    publishChange({ type: 'event', id: ids.event! });
    await expect.poll(async () => (await page('/event/dem-jazz-seo')).titles).toEqual(['Sửa thầm | Venue']);
    await h.api(`/api/events/${ids.event}`, { method: 'PUT', body: { titleVi: 'Đêm Jazz SEO' }, token });

    const file = path.join(dist, 'index.html');
    fs.writeFileSync(file, TEMPLATE.replace('<div id="root"></div>', '<div id="root" data-build="2"></div>'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    // The build's mtime is looked at again within a second.
    await expect.poll(async () => (await page('/event/dem-jazz-seo')).html).toContain('data-build="2"');
    expect((await page('/event/dem-jazz-seo')).titles).toEqual(['Đêm Jazz SEO | Venue']);
    fs.writeFileSync(file, TEMPLATE);
  });
});

describe('GET /api/seo/head', () => {
  it('answers the same head as the server renders', async () => {
    const res = await h.api('/api/seo/head?path=/event/dem-jazz-seo&lang=en');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'SEO Jazz Night | Venue',
      canonical: `${SITE}/event/dem-jazz-seo?lang=en`,
      image: `${SITE}/media/jazz-cover-1600.webp`,
      type: 'event',
      alternates: { vi: `${SITE}/event/dem-jazz-seo`, en: `${SITE}/event/dem-jazz-seo?lang=en` },
    });
    expect(res.body.results.jsonLd[0]['@type']).toBe('Event');
    const missing = await h.api('/api/seo/head?path=/news/tin-nhap-seo');
    expect(missing.status).toBe(200);
    expect(missing.body.results).toMatchObject({ status: 404, lang: 'vi' });
  });

  it('refuses bad input naming the field', async () => {
    for (const [q, field] of [
      ['', 'path'],
      ['?path=event', 'path'],
      ['?path=/&lang=fr', 'lang'],
    ] as const) {
      const res = await h.api(`/api/seo/head${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
  });
});

// ---- sitemap, robots, feeds, calendars -----------------------------------------------------------

describe('sitemap and robots', () => {
  it('lists every published page in both languages with alternates and lastmod, never drafts or scheduled', async () => {
    const res = await fetch(`${h.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]!);
    for (const p of [
      '/',
      '/discover',
      '/event',
      '/news',
      '/booking',
      '/contact',
      '/event/dem-jazz-seo',
      '/news/tin-seo',
      '/discover/san-thuong-seo',
      '/event/tag/nhac-song-seo',
    ]) {
      expect(locs, p).toContain(`${SITE}${p}`);
      expect(locs, p).toContain(`${SITE}${p}?lang=en`);
    }
    for (const hidden of [
      'ban-nhap-seo',
      'hen-gio-seo',
      'tin-nhap-seo',
      'tin-hen-gio-seo',
      '/admin',
      '/thanks',
    ])
      expect(xml).not.toContain(hidden);
    const jazz = urls.find((u) => u.includes(`<loc>${SITE}/event/dem-jazz-seo?lang=en</loc>`))!;
    expect(jazz).toContain(`<xhtml:link rel="alternate" hreflang="vi" href="${SITE}/event/dem-jazz-seo"/>`);
    expect(jazz).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/event/dem-jazz-seo?lang=en"/>`,
    );
    expect(jazz).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/event/dem-jazz-seo"/>`,
    );
    expect(jazz).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('a scheduled item enters the sitemap once its time has come, without any job', async () => {
    const soon = new Date(Date.now() + 3600_000).toISOString();
    await create('news', {
      slug: 'tin-sap-len-seo',
      titleVi: 'Tin sắp lên SEO',
      status: 'published',
      publishedAt: soon,
    });
    expect(await (await fetch(`${h.url}/sitemap.xml`)).text()).not.toContain('tin-sap-len-seo');
    expect((await page('/news/tin-sap-len-seo')).status).toBe(404);
    advanceClock(3600_000 + 1000); // an hour later on the gateway's clock, without sleeping
    // No write and no job: the caches know when the next scheduled item goes public (the sitemap,
    // which nobody waits for, is served as it was while the new one is made).
    await expect
      .poll(async () => (await fetch(`${h.url}/sitemap.xml`)).text(), { timeout: 10_000 })
      .toContain('tin-sap-len-seo');
    expect((await page('/news/tin-sap-len-seo')).status).toBe(200);
  });

  it('robots.txt allows the site, keeps /admin out and points to the sitemap', async () => {
    const res = await fetch(`${h.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));
  });
});

describe('RSS', () => {
  it('RSS 2.0 per language with atom:link self, guid, RFC 822 dates, public posts only', async () => {
    const publicCount = (await h.api('/api/news/all?pageSize=50')).body.results.total;
    for (const lang of ['vi', 'en'] as const) {
      const res = await fetch(`${h.url}/news/rss.xml?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/rss\+xml/);
      const xml = await res.text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:atom="http:\/\/www.w3.org\/2005\/Atom">/,
      );
      expect(xml).toContain(
        `<atom:link href="${SITE}/news/rss.xml?lang=${lang}" rel="self" type="application/rss+xml"/>`,
      );
      expect(xml).toContain(`<language>${lang}</language>`);
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
      expect(items.length).toBe(Math.min(50, publicCount));
      for (const item of items) {
        expect(item).toMatch(
          /<guid isPermaLink="true">https:\/\/venue\.example\/news\/[a-z0-9-]+(\?lang=en)?<\/guid>/,
        );
        expect(item).toMatch(
          /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/,
        );
        expect(item).toMatch(/<description>[^<]*<\/description>/);
      }
      const titles = items.map((i) => /<title>([^<]*)<\/title>/.exec(i)![1]);
      expect(titles).toContain(lang === 'vi' ? 'Tin SEO: mùa lễ hội' : 'SEO news: festival season');
      expect(xml).not.toContain('tin-nhap-seo');
      expect(xml).not.toContain('tin-hen-gio-seo');
    }
  });
});

/** The VEVENTs of a calendar, unfolded, as property maps (name with parameters → value). */
function parseIcs(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const i = line.indexOf(':');
      current[line.slice(0, i)] = line.slice(i + 1);
    }
  }
  return events;
}

/** A TZID=Asia/Ho_Chi_Minh local time (fixed UTC+7, no DST) as a UTC instant, converted by hand. */
function hanoiToUtc(stamp: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(stamp)!;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 7, +m[5]!, +m[6]!));
}

describe('calendars', () => {
  it('/event/{slug}.ics: a 19:30 Asia/Ho_Chi_Minh event is 12:30 UTC', async () => {
    const res = await fetch(`${h.url}/event/dem-jazz-seo.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Ho_Chi_Minh');
    expect(text).toContain('TZOFFSETFROM:+0700\r\nTZOFFSETTO:+0700');
    expect(text).not.toContain('DAYLIGHT');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const [event] = parseIcs(text);
    expect(event).toBeDefined();
    const start = event!['DTSTART;TZID=Asia/Ho_Chi_Minh']!;
    const end = event!['DTEND;TZID=Asia/Ho_Chi_Minh']!;
    expect(start).toBe(`${YEAR}1212T193000`);
    const utc = hanoiToUtc(start);
    expect(utc.getUTCHours()).toBe(12);
    expect(utc.getUTCMinutes()).toBe(30);
    expect(utc.toISOString()).toBe(`${YEAR}-12-12T12:30:00.000Z`);
    expect(hanoiToUtc(end).toISOString()).toBe(`${YEAR}-12-12T15:00:00.000Z`);
    expect(event!.UID).toMatch(new RegExp(`^event-${ids.event}@venue\\.example$`));
    expect(event!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event!.SUMMARY).toBe('Đêm Jazz SEO');
    // Commas and semicolons escaped, line breaks as \n, no HTML.
    expect(event!.DESCRIPTION).toContain('Bộ tứ jazz\\, hai phần diễn\\; đồ uống chào mừng.');
    expect(event!.DESCRIPTION).toContain('\\n\\n');
    expect(event!.DESCRIPTION).not.toMatch(/<[a-z]/);
    expect(event!.LOCATION).toContain('Sân thượng SEO\\, Venue');
    expect(event!.URL).toBe(`${SITE}/event/dem-jazz-seo`);

    const en = parseIcs(await (await fetch(`${h.url}/event/dem-jazz-seo.ics?lang=en`)).text());
    expect(en[0]!.SUMMARY).toBe('SEO Jazz Night');
  });

  it('hidden or unknown events have no calendar file', async () => {
    for (const slug of ['ban-nhap-seo', 'hen-gio-seo', 'no-such-event']) {
      const res = await fetch(`${h.url}/event/${slug}.ics`);
      expect(res.status, slug).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/text\/html/);
    }
  });

  it('/events.ics lists the public events upcoming or ended in the last 90 days', async () => {
    const res = await fetch(`${h.url}/events.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    const events = parseIcs(text);
    const summaries = events.map((e) => e.SUMMARY);
    expect(summaries).toContain('Đêm Jazz SEO');
    expect(summaries).not.toContain('Bản nháp SEO');
    expect(summaries).not.toContain('Hẹn giờ SEO');
    const upcoming = (await h.api('/api/events/all?when=UPCOMING&pageSize=50')).body.results.total;
    const since = Date.now() - 90 * 86400_000;
    const recent = (await h.api('/api/events/all?when=PAST&pageSize=50')).body.results.items.filter(
      (e: { startAt: string; endAt: string | null }) => Date.parse(e.endAt ?? e.startAt) >= since,
    ).length;
    expect(events.length).toBe(upcoming + recent);
    for (const e of events)
      expect(hanoiToUtc(e['DTSTART;TZID=Asia/Ho_Chi_Minh']!).getTime()).toBeGreaterThan(
        since - 86400_000 * 30,
      );
  });
});

describe('helpers', () => {
  it('Google Calendar link in UTC', () => {
    const url = new URL(
      googleCalendarLink({
        title: 'Jazz, live',
        startAt: '2026-12-12T19:30:00+07:00',
        details: 'Two sets',
        location: 'Rooftop',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Jazz, live');
    expect(url.searchParams.get('dates')).toBe('20261212T123000Z/20261212T143000Z');
    expect(url.searchParams.get('details')).toBe('Two sets');
    expect(url.searchParams.get('location')).toBe('Rooftop');
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'Đêm nhạc '.repeat(30)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'Đêm nhạc '.repeat(30)}`);
  });

  it('reads prices as editors type them', () => {
    expect(parsePrice('350.000đ')).toBe(350000);
    expect(parsePrice('350,000 VND')).toBe(350000);
    expect(parsePrice('Miễn phí')).toBe(0);
    expect(parsePrice('Free entry')).toBe(0);
    expect(parsePrice('Liên hệ')).toBeUndefined();
    expect(parsePrice('')).toBeUndefined();
  });

  it('the JSON-LD check fails incomplete structured data', () => {
    expect(
      checkJsonLd({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'x',
        startDate: '2026-12-12T19:30:00Z',
      }).errors,
    ).toEqual(
      expect.arrayContaining([
        'Event.startDate must carry the venue offset +07:00',
        'Event.location.address is required',
        'Event.eventStatus must be a schema.org EventStatusType',
      ]),
    );
    expect(
      checkJsonLd({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'x' }).errors.length,
    ).toBeGreaterThan(1);
    expect(
      checkJsonLd({ '@context': 'https://schema.org', '@type': 'Organization', name: 'x', url: '/' }).errors,
    ).toEqual(['Organization.url must be an absolute URL']);
  });
});
