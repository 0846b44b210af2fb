import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../testing/harness.ts';
import { invalidateAnswers } from './cache.ts';
import { cached, readCacheStats, responseCache, trackReads } from './read-cache.ts';
import { publishChange } from './content-bus.ts';

const h = useGateway();
const uid = () => crypto.randomBytes(3).toString('hex');
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let token: string;
beforeAll(async () => {
  token = (await h.signIn('editor')).accessToken;
});

async function createEvent(body: Record<string, unknown> = {}) {
  const res = await h.api('/api/events/create', {
    body: { startAt: at(86_400_000), status: 'published', titleVi: `Sự kiện ${uid()}`, ...body },
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.results as { _id: string; slug: string; titleVi: string; publishedAt?: string };
}

/** Counts the queries the gateway sends to the database while `run` runs. */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  let n = 0;
  mongoose.set('debug', () => {
    n++;
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return n;
}

describe('read cache (unit)', () => {
  it('loads a key once for concurrent callers and again after an invalidation', async () => {
    let loads = 0;
    const loader = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { n: loads };
    };
    const key = `unit:${uid()}`;
    const [a, b] = await Promise.all([cached(key, loader), cached(key, loader)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(Object.isFrozen(a)).toBe(true);
    publishChange({ type: 'tag', id: 'x' });
    expect((await cached(key, loader)).n).toBe(2);
    // An upload changes no public read model.
    publishChange({ type: 'media', id: 'x' });
    expect((await cached(key, loader)).n).toBe(2);
  });

  it('does not keep an answer loaded across an invalidation, nor an error', async () => {
    const key = `unit:${uid()}`;
    let release!: () => void;
    const slow = cached(key, () => new Promise<string>((r) => (release = () => r('stale'))));
    invalidateAnswers();
    release();
    expect(await slow).toBe('stale');
    expect(await cached(key, async () => 'fresh')).toBe('fresh');

    const failing = `unit:${uid()}`;
    await expect(cached(failing, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cached(failing, async () => 'recovered')).toBe('recovered');
  });
});

describe('public REST reads', () => {
  it('answer with a strong ETag, shared-cache headers and 304 to If-None-Match', async () => {
    await createEvent();
    for (const path of ['/api/tags/all', '/api/areas/all', '/api/events/all', '/api/news/all']) {
      const first = await h.api(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
      expect(first.headers.get('vary')).toMatch(/authorization/i);
      const again = await h.api(path, { headers: { 'if-none-match': etag! } });
      expect(again.status, path).toBe(304);
      const other = await h.api(path, { headers: { 'if-none-match': '"something-else"' } });
      expect(other.status, path).toBe(200);
    }
  });

  it('serve a warm list without touching the database, and a write shows at once', async () => {
    const event = await createEvent({ titleVi: `Trước ${uid()}` });
    const list = `/api/events/all?pageSize=50`;
    await h.api(list);
    expect(await countQueries(() => h.api(list))).toBe(0);
    expect(
      await countQueries(() =>
        h.api(`/api/events/slug/${event.slug}`).then(() => h.api(`/api/events/slug/${event.slug}`)),
      ),
    ).toBeLessThanOrEqual(1);

    const renamed = `Sau ${uid()}`;
    const put = await h.api(`/api/events/${event._id}`, { method: 'PUT', body: { titleVi: renamed }, token });
    expect(put.status).toBe(200);
    const after = await h.api(list);
    expect(after.body.results.items.map((e: { titleVi: string }) => e.titleVi)).toContain(renamed);
    expect((await h.api(`/api/events/slug/${event.slug}`)).body.results.titleVi).toBe(renamed);
  });

  it('never serve staff from the visitor cache (drafts) nor let shared caches store staff answers', async () => {
    const draft = await createEvent({ status: 'draft' });
    const visitor = await h.api('/api/events/all?when=ALL&pageSize=50');
    expect(visitor.body.results.items.map((e: { slug: string }) => e.slug)).not.toContain(draft.slug);
    const staff = await h.api('/api/events/all?when=ALL&pageSize=50', { token });
    expect(staff.body.results.items.map((e: { slug: string }) => e.slug)).toContain(draft.slug);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect((await h.api(`/api/events/slug/${draft.slug}`)).status).toBe(404);
    expect((await h.api(`/api/events/slug/${draft.slug}`, { token })).status).toBe(200);
  });

  it('show a scheduled item from its publishedAt on, although lists are cached', async () => {
    const publishedAt = at(1500);
    const scheduled = await createEvent({ publishedAt });
    const slugs = async () =>
      (await h.api('/api/events/all?pageSize=50')).body.results.items.map((e: { slug: string }) => e.slug);
    const gqlSlugs = async () =>
      (await h.gql('{ events(pageSize: 50) { items { slug } } }')).body.data.events.items.map(
        (e: { slug: string }) => e.slug,
      );
    expect(await slugs()).not.toContain(scheduled.slug);
    expect(await gqlSlugs()).not.toContain(scheduled.slug);
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(publishedAt) - Date.now()) + 100));
    expect(await slugs()).toContain(scheduled.slug);
    expect(await gqlSlugs()).toContain(scheduled.slug);
    expect(readCacheStats().hits).toBeGreaterThan(0);
  });
});

describe('anonymous GraphQL answers', () => {
  it('are served again without execution or queries, never to staff, and follow writes', async () => {
    const event = await createEvent({ titleVi: `GQL ${uid()}` });
    const query = 'query($s: String!) { event(slug: $s) { titleVi tags { slug } area { slug } } }';
    const executed = await h.gql(query, { s: event.slug });
    expect(executed.body.data.event.titleVi).toBe(event.titleVi);
    const stored = await h.gql(query, { s: event.slug });
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(executed.body);
    const before = readCacheStats().answerHits;
    expect(await countQueries(() => h.gql(query, { s: event.slug }))).toBe(0);
    expect(readCacheStats().answerHits).toBe(before + 1);

    // Staff get an executed answer (drafts may differ).
    await h.gql(query, { s: event.slug }, token);
    expect(readCacheStats().answerHits).toBe(before + 1);

    const renamed = `GQL sau ${uid()}`;
    await h.api(`/api/events/${event._id}`, { method: 'PUT', body: { titleVi: renamed }, token });
    expect((await h.gql(query, { s: event.slug })).body.data.event.titleVi).toBe(renamed);
  });

  it('are kept within their byte budget, the least recently used making room', async () => {
    invalidateAnswers();
    const big = (i: number) => ({ i, text: 'x'.repeat(3 * 1024 * 1024) }); // ~3 MB of JSON each
    for (let i = 0; i < 7; i++) await trackReads(() => responseCache.put(`budget ${i}`, big(i)));
    const stats = readCacheStats();
    expect(stats.answers).toBe(5); // 7 x 3 MB > 16 MB: the first two made room
    expect(stats.answerBytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(responseCache.get('budget 1')).toBeUndefined();
    expect(responseCache.get('budget 6')).toEqual(big(6));
    invalidateAnswers();
    expect(readCacheStats().answerBytes).toBe(0);
  });

  it('expire when a scheduled item goes public (its slug answers null until then)', async () => {
    const scheduled = await createEvent({ publishedAt: at(1200) });
    const query = 'query($s: String!) { event(slug: $s) { slug } }';
    expect((await h.gql(query, { s: scheduled.slug })).body.data.event).toBeNull();
    expect((await h.gql(query, { s: scheduled.slug })).body.data.event).toBeNull();
    await new Promise((r) =>
      setTimeout(r, Math.max(0, Date.parse(scheduled.publishedAt ?? '') - Date.now()) + 100),
    );
    expect((await h.gql(query, { s: scheduled.slug })).body.data.event).toEqual({ slug: scheduled.slug });
  });
});

describe('the hot lane (repeat anonymous reads answered ahead of the stack)', () => {
  const securityHeaders = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

  it('answers a repeat REST read with the same bytes, ETag, security headers and request id, and follows writes', async () => {
    const event = await createEvent({ titleVi: `Nóng ${uid()}` });
    const path = `/api/events/slug/${event.slug}`;
    const first = await h.api(path);
    const hotBefore = readCacheStats().hotHits;
    const again = await h.api(path, { headers: { 'x-request-id': 'trace-42' } });
    expect(readCacheStats().hotHits).toBe(hotBefore + 1);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('x-request-id')).toBe('trace-42');
    for (const name of [...securityHeaders, 'cache-control', 'vary', 'content-type']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
    const notModified = await h.api(path, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(readCacheStats().hotHits).toBe(hotBefore + 2);

    // A write drops it: the next read is the new content.
    const renamed = `Nóng sau ${uid()}`;
    await h.api(`/api/events/${event._id}`, { method: 'PUT', body: { titleVi: renamed }, token });
    expect((await h.api(path)).body.results.titleVi).toBe(renamed);
    expect((await h.api(path)).body.results.titleVi).toBe(renamed);
  });

  it('never answers staff (drafts) nor another address', async () => {
    const draft = await createEvent({ status: 'draft' });
    const list = '/api/events/all?when=ALL&pageSize=40';
    await h.api(list);
    await h.api(list);
    const hotBefore = readCacheStats().hotHits;
    const staff = await h.api(list, { token });
    expect(readCacheStats().hotHits).toBe(hotBefore);
    expect(staff.body.results.items.map((e: { slug: string }) => e.slug)).toContain(draft.slug);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    const other = await h.api('/api/events/all?when=ALL&pageSize=41');
    expect(readCacheStats().hotHits).toBe(hotBefore);
    expect(other.status).toBe(200);
  });

  it('answers a repeat anonymous GraphQL query with the stored bytes and security headers', async () => {
    const event = await createEvent({ titleVi: `GQL nóng ${uid()}` });
    const query = 'query($s: String!) { event(slug: $s) { titleVi } }';
    await h.gql(query, { s: event.slug });
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { s: event.slug } }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.event.titleVi).toBe(event.titleVi);
    for (const name of securityHeaders) expect(res.headers.get(name), name).toBeTruthy();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('leaves a malformed GraphQL body to the normal stack: a GraphQL-shaped 400 naming the request', async () => {
    const res = await h.api('/graphql', { body: '{"query": "{ tags { slug } }"' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.requestId).toBe(res.headers.get('x-request-id'));
  });
});
