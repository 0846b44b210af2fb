import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publishChange } from '../../lib/content-bus.ts';
import { fakeFrontendBuild } from '../../testing/fake-frontend.ts';
import { useGateway } from '../../testing/harness.ts';
import { pageCacheStats } from './pages.routes.ts';

const dist = fakeFrontendBuild();

const h = useGateway({ seed: true, env: { FRONTEND_DIST: dist } });

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${h.url}${p}`, { headers });

describe('pages rendered on the server', () => {
  it('puts the page its queries built into #root, with the Apollo cache beside it', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<div id="root"><main data-renders="\d+">[^<]*Âm nhạc[^<]*<\/main><\/div>/);
    expect(html).toContain('<script type="application/json" id="apollo-state">{"names":');
    const en = await (await get('/?lang=en')).text();
    expect(en).toContain('Music');
    expect(en).toContain('<html lang="en"');
  });

  it('keeps a rendered page until content changes, and sends it brotli or gzip', async () => {
    const first = /data-renders="(\d+)"/.exec(await (await get('/event')).text())![1];
    const again = /data-renders="(\d+)"/.exec(await (await get('/event')).text())![1];
    expect(again).toBe(first);
    const br = await fetch(`${h.url}/event`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    // fetch decodes the body itself: it is the same page.
    expect(await br.text()).toContain(`data-renders="${first}"`);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet(`${h.url}/event`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(zlib.gunzipSync(raw).toString()).toContain(`data-renders="${first}"`);
  });

  it('renders a page once for a rush of visitors who all ask before it is kept', async () => {
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => get('/rush-hour').then((r) => r.text())),
    );
    const renders = new Set(pages.map((html) => /data-renders="(\d+)"/.exec(html)?.[1]));
    expect(renders.size).toBe(1);
    expect([...renders][0]).toBeDefined();
  });

  it('leaves to the browser a page whose query failed or whose render threw, and does not keep it', async () => {
    for (const p of ['/bad-page', '/boom']) {
      const res = await get(p);
      expect(res.status).toBe(404); // not a page of the site: its status stands
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('apollo-state');
    }
  });

  it("serves the build's root files, and a page without looking for a file of its name", async () => {
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await icon.text()).toContain('<svg');
    expect((await get('/missing.png')).status).toBe(404);
    fs.mkdirSync(path.join(dist, 'event'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'event', 'index.html'), 'not the page');
    expect(await (await get('/event')).text()).toContain('<div id="root"><main');
  });

  it('answers a kept page ahead of the middleware stack, as the page handler would, until content changes', async () => {
    const br = { 'accept-encoding': 'br' };
    const headersOf = (res: Response) => {
      const { 'x-request-id': id, date: _date, ...rest } = Object.fromEntries(res.headers);
      expect(id).toMatch(/^[\w-]{8,}$/);
      return rest;
    };
    const renders = (html: string) => /data-renders="(\d+)"/.exec(html)?.[1];
    const hits = () => pageCacheStats().hotHits;
    const first = await get('/news', br); // made, or kept, by the page handler
    const firstHtml = await first.text();
    const before = hits();
    const second = await get('/news', br);
    expect(hits()).toBe(before + 1);
    expect(await second.text()).toBe(firstHtml);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");

    // The English page is its own; HEAD has the headers only.
    const en = await (await get('/news?lang=en', br)).text();
    expect(await (await get('/news?lang=en', br)).text()).toBe(en);
    const head = await fetch(`${h.url}/news`, { method: 'HEAD', headers: br });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
    expect(hits()).toBe(before + 3);

    // Other query strings, staff and another address take the normal way.
    await get('/news?tag=x', br);
    await get('/news', { ...br, authorization: 'Bearer x' });
    await get('/news/', br);
    expect(hits()).toBe(before + 3);

    // Uncompressed: the bytes the page is kept as, with their ETag; 304 when unchanged.
    const identity = { 'accept-encoding': 'identity' };
    const plain = await get('/news', identity);
    expect(hits()).toBe(before + 4);
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainHtml = await plain.text();
    expect(plainHtml).toBe(firstHtml);
    const plainAgain = await get('/news', identity);
    expect(hits()).toBe(before + 5);
    expect(headersOf(plainAgain)).toEqual(headersOf(plain));
    expect(await plainAgain.text()).toBe(plainHtml);
    const has = { ...identity, 'if-none-match': etag };
    expect((await get('/news', has)).status).toBe(304);
    expect(hits()).toBe(before + 6);
    expect((await get('/news', { ...has, authorization: 'Bearer x' })).status).toBe(304); // the handler too
    expect((await get('/news', { ...identity, 'if-none-match': '"other"' })).status).toBe(200);

    // A content change drops it: the next view is rendered again, then kept again.
    publishChange({ type: 'tag', id: 'x' });
    const changed = await (await get('/news', br)).text();
    expect(hits()).toBe(before + 7);
    expect(renders(changed)).not.toBe(renders(firstHtml));
    expect(await (await get('/news', br)).text()).toBe(changed);
    expect(hits()).toBe(before + 8);
    expect((await get('/news', has)).status).toBe(200);
  });

  it("serves the visitor's language: ?lang= first, then the cookie the switch writes, varying on it", async () => {
    const br = { 'accept-encoding': 'br' };
    const en = { ...br, cookie: 'theme=dark; lang=en' };
    const hits = () => pageCacheStats().hotHits;
    const byQuery = await get('/discover?lang=en', br);
    const byQueryHtml = await byQuery.text();
    expect(byQuery.headers.get('vary')).toBe('Accept-Encoding');
    const byCookie = await get('/discover', en);
    expect(byCookie.headers.get('content-language')).toBe('en');
    expect(byCookie.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // The page of ?lang=en, canonical and all, without the hreflang alternates that would name this
    // address as the Vietnamese version.
    const byCookieHtml = await byCookie.text();
    const withoutHreflang = (html: string) =>
      html.replace(/\s*<link rel="alternate" hreflang="[^"]+"[^>]*>/g, '');
    expect(byQueryHtml).toMatch(/hreflang="vi"/);
    expect(byCookieHtml).not.toMatch(/hreflang=/);
    const renderless = (html: string) => html.replace(/data-renders="\d+"/, ''); // each is a render of its own
    expect(renderless(byCookieHtml)).toBe(renderless(withoutHreflang(byQueryHtml)));
    expect(byQueryHtml).toContain('<html lang="en"');
    expect(byQueryHtml).toMatch(/<link rel="canonical" href="[^"]*\/discover\?lang=en">/);

    // ?lang= wins over the cookie; without either, or with another value, Vietnamese.
    for (const [path, headers] of [
      ['/discover?lang=vi', en],
      ['/discover', br],
      ['/discover', { ...br, cookie: 'lang=fr; xlang=en' }],
    ] as const) {
      const res = await get(path, headers);
      expect(res.headers.get('content-language'), `${path} ${JSON.stringify(headers)}`).toBe('vi');
      expect(await res.text()).toContain('<html lang="vi"');
    }
    const before = hits();
    expect(await (await get('/discover', en)).text()).toBe(byCookieHtml); // the hot lane reads the cookie too
    expect(hits()).toBe(before + 1);
    const vi = await get('/discover', { ...br, cookie: 'lang=vi' });
    expect(hits()).toBe(before + 2);
    expect(vi.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(await vi.text()).toContain('<html lang="vi"');
  });

  it('renders only a page and its language: other query strings get the page for the browser', async () => {
    const html = await (await get('/event?page=2&tag=x')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('apollo-state');
  });
});
