/**
 * Through nginx with docker/nginx.conf, as the frontend image serves the site (config:
 * frontend/e2e/nginx.config.ts, `make nginx-smoke`). Responses of the gateway carry X-Request-Id;
 * nginx's own (the SPA and its assets) do not — that tells who answered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from './fixtures.ts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { NginxSmokeMetadata } from './nginx.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

function smoke(): NginxSmokeMetadata {
  return test.info().config.metadata.nginxSmoke as NginxSmokeMetadata;
}

// The main config (playwright.config.ts) matches every *.spec.ts too; these tests need nginx in
// front, which nginx.config.ts starts (it sets NGINX_SMOKE for its workers).
test.skip(process.env.NGINX_SMOKE !== '1', 'runs with -c frontend/e2e/nginx.config.ts (make nginx-smoke)');

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return condition();
}

const fromGateway = (res: APIResponse) => Boolean(res.headers()['x-request-id']);

async function signIn(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: smoke().admin });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { accessToken?: string; results?: { accessToken: string } };
  const token = body.results?.accessToken ?? body.accessToken;
  expect(token).toBeTruthy();
  return token!;
}

test('a deep link gets its page HTML, head filled in, from the gateway; the app renders its header', async ({
  page,
}) => {
  const cspProblems: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) cspProblems.push(msg.text());
  });
  const res = await page.goto('/event');
  expect(res?.status()).toBe(200);
  const headers = res!.headers();
  expect(headers['content-type']).toContain('text/html');
  expect(headers['x-request-id'], 'rendered by the gateway').toBeTruthy();
  const html = await res!.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/event"/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en"/);
  const nav = page.getByRole('navigation', { name: 'main' });
  for (const label of ['TRANG CHỦ', 'SỰ KIỆN', 'LIÊN HỆ']) {
    await expect(nav.getByText(label, { exact: true })).toBeVisible();
  }
  expect(cspProblems).toEqual([]);
});

test("through nginx a page comes in the language the visitor's cookie chose, varying on it", async ({
  request,
}) => {
  for (const [cookie, lang] of [
    ['lang=en', 'en'],
    ['lang=vi', 'vi'],
    ['', 'vi'],
  ] as const) {
    const res = await request.get('/news', { headers: cookie ? { cookie } : {} });
    expect(res.headers()['content-language'], cookie).toBe(lang);
    expect(res.headers()['vary'], cookie).toMatch(/Cookie/);
    expect(res.headers()['cache-control'], 'revalidated every time').toBe('no-cache');
    expect(await res.text()).toContain(`<html lang="${lang}"`);
  }
  const byQuery = await request.get('/news?lang=en', { headers: { cookie: 'lang=vi' } });
  expect(byQuery.headers()['content-language']).toBe('en');
});

test('an unknown page answers 404 through nginx and the app shows its not-found page', async ({ page }) => {
  const unknownEvent = await page.goto('/event/an-event-that-is-not-there');
  expect(unknownEvent?.status()).toBe(404);
  expect(unknownEvent!.headers()['content-type']).toContain('text/html');
  const res = await page.goto('/no-such-page-at-all');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
});

test('the app shell carries the same security headers as the gateway', async ({ request }) => {
  const shell = await request.get('/index.html');
  const gateway = await request.get(`${smoke().gatewayUrl}/healthz`);
  expect(fromGateway(shell)).toBe(false);
  expect(fromGateway(gateway)).toBe(true);
  for (const name of [
    'content-security-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
  ]) {
    expect(shell.headers()[name], name).toBe(gateway.headers()[name]);
  }
});

test('hashed assets are immutable and gzipped; index.html is never cached; a missing asset is a 404', async ({
  request,
}) => {
  const index = await request.get('/index.html');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'index.html names its bundle').toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toContain('javascript');
  expect(fromGateway(asset)).toBe(false);
  const missing = await request.get('/assets/not-there-1234.js');
  expect(missing.status()).toBe(404);
});

test('REST, media and the gateway-rendered feeds are answered by the gateway', async ({ request }) => {
  const homeReady = fs.existsSync(path.join(root, 'gateway/src/modules/home'));
  const rest = await request.get(homeReady ? '/api/home/all' : '/api/tags/all');
  expect(rest.status()).toBe(200);
  expect(fromGateway(rest)).toBe(true);
  expect(await rest.json()).toHaveProperty('results');
  for (const p of [
    '/api/no-such-route',
    '/media/not-there-480.webp',
    '/sitemap.xml',
    '/robots.txt',
    '/events.ics',
    '/news/rss.xml',
    '/event/some-event.ics',
    '/readyz',
  ]) {
    const res = await request.get(p);
    expect(fromGateway(res), `${p} reaches the gateway`).toBe(true);
    expect(await res.text(), `${p} is not the app shell`).not.toContain('<div id="root">');
  }
});

test('an upload of 10 MB is passed on to the gateway, not refused by nginx', async ({ request }) => {
  const res = await request.post('/api/media/upload', {
    multipart: {
      file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 - 1024, 1) },
    },
  });
  // Not signed in: the gateway answers 401 — nginx would have answered 413.
  expect(res.status(), await res.text()).toBe(401);
  expect(fromGateway(res)).toBe(true);
});

test('a GraphQL query goes through nginx', async ({ request }) => {
  const res = await request.post('/graphql', { data: { query: '{ tags { _id slug nameVi } }' } });
  expect(res.status()).toBe(200);
  expect(fromGateway(res)).toBe(true);
  const body = (await res.json()) as { data?: { tags: unknown[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(Array.isArray(body.data?.tags)).toBe(true);
});

test('a subscription gets its event over the WebSocket upgrade through nginx', async ({ request }) => {
  const client = createClient({
    url: `${smoke().nginxUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  const events: { type: string; id: string }[] = [];
  const stop = client.subscribe<{ contentChanged: { type: string; id: string } }>(
    { query: 'subscription { contentChanged { type id } }' },
    {
      next: (msg) => {
        if (msg.data) events.push(msg.data.contentChanged);
      },
      error: (err) => events.push({ type: 'error', id: String(err) }),
      complete: () => undefined,
    },
  );
  const token = await signIn(request);
  const auth = { Authorization: `Bearer ${token}` };
  const created: string[] = [];
  try {
    await connected;
    // The subscription is registered on the server shortly after the connection is acknowledged: a
    // change made before that is not delivered, so make a change until one arrives (at most 3).
    let delivered = false;
    for (let attempt = 1; attempt <= 3 && !delivered; attempt++) {
      const res = await request.post('/api/tags/create', {
        data: { nameVi: 'Thử nginx', nameEn: 'nginx smoke', slug: `nginx-smoke-${Date.now()}-${attempt}` },
        headers: auth,
      });
      expect(res.status(), await res.text()).toBe(201);
      const id = ((await res.json()) as { results: { _id: string } }).results._id;
      created.push(id);
      delivered = await waitFor(() => events.some((e) => e.type === 'tag' && e.id === id), 3_000);
    }
    expect(events.filter((e) => e.type === 'error')).toEqual([]);
    expect(delivered, 'contentChanged arrived over the WebSocket through nginx').toBe(true);
  } finally {
    for (const id of created) {
      const removed = await request.put(`/api/tags/delete/${id}`, { headers: auth });
      expect(removed.status()).toBe(200);
    }
    stop();
    await client.dispose();
  }
});
