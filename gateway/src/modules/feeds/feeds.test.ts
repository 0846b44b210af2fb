import { describe, expect, it } from 'vitest';
import { at, DAY, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import { sitemapFiles } from './feeds.service.ts';

const h = useGateway({ env: { PUBLIC_URL: 'https://venue.example' } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('feeds from the read model', () => {
  it('leave nothing out: past one file of URLs, the sitemap is an index of parts', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const slugs: string[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await h.api('/api/events/create', {
        body: { titleVi: `Đêm ${i} ${uid()}`, startAt: at((i - 12) * DAY), status: 'published' },
        token,
      });
      expect(res.status).toBe(201);
      slugs.push(res.body.results.slug);
    }
    const single = await sitemapFiles();
    expect([...single.keys()]).toEqual(['sitemap.xml']);
    const everyUrl = locs(single.get('sitemap.xml')!);

    // A cap of 10 URLs a file (5 pages in two languages) instead of the protocol's 50,000.
    const files = await sitemapFiles(10);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    const parts = locs(index);
    expect(parts.length).toBe(Math.ceil(everyUrl.length / 10));
    const inParts = parts.flatMap((loc) => {
      const name = loc.replace('https://venue.example/', '');
      const body = files.get(name);
      expect(body, name).toBeDefined();
      expect(locs(body!).length).toBeLessThanOrEqual(10);
      return locs(body!);
    });
    expect(inParts.sort()).toEqual([...everyUrl].sort());
    expect(new Set(inParts).size).toBe(inParts.length);
    for (const slug of slugs) {
      expect(inParts).toContain(`https://venue.example/event/${slug}`);
      expect(inParts).toContain(`https://venue.example/event/${slug}?lang=en`);
    }
  });

  it('the site calendar carries upcoming events and the last 90 days; older ones have their own file', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const make = async (offset: number) => {
      const res = await h.api('/api/events/create', {
        body: { titleVi: `Lịch ${uid()}`, startAt: at(offset), status: 'published' },
        token,
      });
      expect(res.status).toBe(201);
      return res.body.results as { _id: string; slug: string };
    };
    const old = await make(-120 * DAY);
    const recent = await make(-10 * DAY);
    const coming = await make(10 * DAY);
    const ics = await fetch(`${h.url}/events.ics`).then((r) => r.text());
    expect(ics).toContain(`event-${recent._id}@`);
    expect(ics).toContain(`event-${coming._id}@`);
    expect(ics).not.toContain(`event-${old._id}@`);
    const own = await fetch(`${h.url}/event/${old.slug}.ics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(`event-${old._id}@`);
  });

  it('after an edit, the sitemap answers at once with the previous version, then with the new one', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const before = await fetch(`${h.url}/sitemap.xml`).then((r) => r.text());
    const res = await h.api('/api/events/create', {
      body: { titleVi: `Mới ${uid()}`, startAt: at(5 * DAY), status: 'published' },
      token,
    });
    const url = `https://venue.example/event/${res.body.results.slug}`;
    expect(before).not.toContain(url);
    // The kept sitemap is served stale while the new one is made in the background.
    const first = await fetch(`${h.url}/sitemap.xml`).then((r) => r.text());
    expect(first).toBe(before);
    await expect
      .poll(() => fetch(`${h.url}/sitemap.xml`).then((r) => r.text()), { timeout: 10_000 })
      .toContain(url);
    // Parts that do not exist are not found.
    expect((await fetch(`${h.url}/sitemap-1.xml`)).status).toBe(404);
  });

  it('answer with a strong ETag and its length, 304 when the reader has that version', async () => {
    for (const path of ['/sitemap.xml', '/events.ics', '/news/rss.xml?lang=en', '/robots.txt']) {
      // Feeds are served stale while remade after the earlier tests' edits: wait for the fresh one.
      const etagNow = () =>
        fetch(`${h.url}${path}`).then(async (r) => (await r.arrayBuffer(), r.headers.get('etag')));
      await expect.poll(async () => (await etagNow()) === (await etagNow())).toBe(true);
      const res = await fetch(`${h.url}${path}`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.status, path).toBe(200);
      expect(Number(res.headers.get('content-length')), path).toBe(body.length);
      const etag = res.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await fetch(`${h.url}${path}`, { headers: { 'if-none-match': etag! } });
      expect(again.status, path).toBe(304);
      expect((await again.arrayBuffer()).byteLength, path).toBe(0);
      const head = await fetch(`${h.url}${path}`, { method: 'HEAD' });
      expect(head.headers.get('content-length'), path).toBe(String(body.length));
    }
    // A part that does not exist is a plain 404, never revalidated.
    const missing = await fetch(`${h.url}/sitemap-9.xml`, { headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
