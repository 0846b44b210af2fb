import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { at, createItem, DAY, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import { signPreviewToken } from './preview.service.ts';

// The SPA build may not exist in a test run: a minimal index.html of our own stands in for it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-preview-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="vi"><head><meta charset="UTF-8" /><title>Venue</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const h = useGateway({ env: { FRONTEND_DIST: dist } });

describe('draft preview links', () => {
  it('opens a draft for 15 minutes to anyone holding the link, and nothing else', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const draft = await createItem(
      h,
      token,
      '/api/events',
      { titleVi: `Bản nháp ${uid()}` },
      {
        startAt: at(3 * DAY),
        status: 'draft',
      },
    );
    const other = await createItem(
      h,
      token,
      '/api/news',
      { titleVi: `Tin nháp ${uid()}` },
      { status: 'draft' },
    );
    expect((await h.api(`/api/events/slug/${draft.slug}`)).status).toBe(404);

    expect((await h.api('/api/preview/create', { body: { type: 'event', id: draft._id } })).status).toBe(401);
    const link = await h.api('/api/preview/create', { body: { type: 'event', id: draft._id }, token });
    expect(link.status).toBe(201);
    const { url, token: previewToken, expiresAt } = link.body.results;
    expect(url).toContain(`/preview/event/${draft._id}?token=`);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // Valid: the draft as visitors would see it, never cached, never indexed.
    const open = await h.api(`/api/preview/event/${draft._id}?token=${encodeURIComponent(previewToken)}`);
    expect(open.status).toBe(200);
    expect(open.body.results).toMatchObject({ _id: draft._id, titleVi: draft.titleVi, status: 'draft' });
    expect(open.headers.get('cache-control')).toBe('no-store');
    expect(open.headers.get('x-robots-tag')).toContain('noindex');

    // Tampered, expired, for another item, missing: refused.
    const [head, body, sig] = previewToken.split('.');
    const tampered = `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = signPreviewToken('event', draft._id, -1);
    const cases: [string, string, RegExp][] = [
      [`/api/preview/event/${draft._id}?token=${tampered}`, 'tampered', /not valid/],
      [`/api/preview/event/${draft._id}?token=${expired}`, 'expired', /expired/],
      [`/api/preview/news/${other._id}?token=${previewToken}`, 'other item', /another item/],
      [`/api/preview/event/${other._id}?token=${previewToken}`, 'other id', /another item/],
    ];
    for (const [path, what, message] of cases) {
      const res = await h.api(path);
      expect(res.status, what).toBe(403);
      expect(res.body.error.message, what).toMatch(message);
    }
    expect((await h.api(`/api/preview/event/${draft._id}`)).status).toBe(400);

    // GraphQL makes the same links.
    const gql = await h.gql(
      'mutation($id: ID!) { createPreviewLink(type: news, id: $id) { url token } }',
      { id: other._id },
      token,
    );
    const newsToken = gql.body.data.createPreviewLink.token;
    const news = await h.api(`/api/preview/news/${other._id}?token=${encodeURIComponent(newsToken)}`);
    expect(news.body.results.titleVi).toBe(other.titleVi);
  });
});

const EVENT_PREVIEW = `query($id: ID!, $token: String!) {
  eventPreview(id: $id, token: $token) { expiresAt event { _id titleVi titleEn contentVi area { _id } tags { _id } } }
}`;

describe('the draft preview page', () => {
  it('is served to a link holder noindex and no-store, never kept, with the draft read by GraphQL', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const draft = await createItem(
      h,
      token,
      '/api/events',
      { titleVi: `Nháp xem trước ${uid()}`, titleEn: `Preview draft ${uid()}` },
      { startAt: at(5 * DAY), status: 'draft' },
    );
    const news = await createItem(
      h,
      token,
      '/api/news',
      { titleVi: `Tin nháp ${uid()}` },
      { status: 'draft' },
    );
    const link = (await h.api('/api/preview/create', { body: { type: 'event', id: draft._id }, token })).body
      .results;

    for (const query of ['', '&lang=en']) {
      const path = `/preview/event/${draft._id}?token=${encodeURIComponent(link.token)}${query}`;
      // Twice: the second answer is not the page cache's either.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(h.url + path);
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-robots-tag')).toContain('noindex');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain(query ? '<title>Preview' : '<title>Xem trước');
        expect(res.headers.get('content-language')).toBe(query ? 'en' : 'vi');
      }
    }
    // A wrong token gets the same page: the browser shows the refusal in the visitor's language.
    const wrong = await fetch(`${h.url}/preview/news/${news._id}?token=nope`);
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get('cache-control')).toBe('no-store');

    // The page reads the draft as visitors will see it, with its relations, never from a cache.
    const read = await h.api('/graphql', {
      body: { query: EVENT_PREVIEW, variables: { id: draft._id, token: link.token } },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.eventPreview.event).toMatchObject({
      _id: draft._id,
      titleVi: draft.titleVi,
      titleEn: draft.titleEn,
      tags: [],
    });
    expect(new Date(read.body.data.eventPreview.expiresAt).getTime()).toBe(
      new Date(link.expiresAt).getTime() - (new Date(link.expiresAt).getTime() % 1000),
    );
    expect(read.headers.get('cache-control')).toBe('no-store');

    // Expired, tampered and other-item tokens are refused (403, FORBIDDEN).
    const [head, body, sig] = link.token.split('.');
    const refused = [
      signPreviewToken('event', draft._id, -1),
      `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      signPreviewToken('news', news._id),
      signPreviewToken('event', news._id),
    ];
    for (const bad of refused) {
      const res = await h.gql(EVENT_PREVIEW, { id: draft._id, token: bad });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(res.body.data).toBeNull();
    }

    // A news post's preview carries what its public page shows, related posts included.
    const newsToken = (await h.api('/api/preview/create', { body: { type: 'news', id: news._id }, token }))
      .body.results.token;
    const newsRead = await h.gql(
      'query($id: ID!, $token: String!) { newsPreview(id: $id, token: $token) { news { _id titleVi related { _id } } } }',
      { id: news._id, token: newsToken },
    );
    expect(newsRead.body.data.newsPreview.news).toMatchObject({ _id: news._id, titleVi: news.titleVi });
    expect(Array.isArray(newsRead.body.data.newsPreview.news.related)).toBe(true);

    // Neither the draft nor its preview page is in the sitemap.
    const sitemap = await (await fetch(`${h.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('/preview/');
    expect(sitemap).not.toContain(draft.slug);
  });

  it('stops opening the draft once the link expires, even after answering it', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const draft = await createItem(
      h,
      token,
      '/api/events',
      { titleVi: `Sắp hết hạn ${uid()}` },
      { startAt: at(5 * DAY), status: 'draft' },
    );
    // Valid for one to two seconds (a JWT's expiry is in whole seconds).
    const short = signPreviewToken('event', draft._id, 2);
    const first = await h.gql(EVENT_PREVIEW, { id: draft._id, token: short });
    expect(first.body.data.eventPreview.event.titleVi).toBe(draft.titleVi);
    // The same query again must be checked again, not answered from the anonymous answer cache.
    await expect
      .poll(async () => (await h.gql(EVENT_PREVIEW, { id: draft._id, token: short })).status, {
        timeout: 5_000,
        interval: 250,
      })
      .toBe(403);
  });
});

describe('pages read through a mail link', () => {
  it("a visitor's booking and a waiting-list offer: rendered by the browser, never kept nor indexed", async () => {
    const id = 'a'.repeat(24);
    for (const [path, title] of [
      [`/booking/manage/${id}?t=whatever&lang=en`, '<title>Your booking'],
      [`/booking/manage/${id}?t=whatever`, '<title>Đặt chỗ của bạn'],
      [`/booking/offer/${id}?t=whatever`, '<title>Chỗ dành cho bạn'],
    ] as const) {
      const res = await fetch(h.url + path);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(title);
    }
  });
});
