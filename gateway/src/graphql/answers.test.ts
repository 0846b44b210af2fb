import { describe, expect, it } from 'vitest';
import { at, createItem, DAY, uid } from '../testing/content.ts';
import { useGateway } from '../testing/harness.ts';

// With READ_CACHE=off (the cold path) GraphQL answers skip every answer-cache step;
// what they carry must not change.
const h = useGateway({ seed: true, env: { READ_CACHE: 'off' } });

const post = (body: unknown) => h.api('/graphql', { body });

describe('GraphQL answers over HTTP', () => {
  it('carry the security headers but no ETag (a POST is never revalidated) nor X-Powered-By', async () => {
    const res = await post({ query: '{ home { address } }' });
    expect(res.status).toBe(200);
    expect(res.body.data.home).toBeDefined();
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-request-id')).toBeTruthy();
    // A body that is not JSON still gets GraphQL's error shape.
    const bad = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toBeTruthy();
  });

  it('answer a GET with the query and variables in the URL (the handler reads its search string)', async () => {
    const query = encodeURIComponent('query($n: Int) { events(page: 1, pageSize: $n) { items { _id } } }');
    const res = await fetch(`${h.url}/graphql?query=${query}&variables=${encodeURIComponent('{"n":2}')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { events: { items: unknown[] } } };
    expect(body.data.events.items).toHaveLength(2);
  });

  it('keep a preview answer no-store and noindex with every answer cache off', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const draft = await createItem(
      h,
      token,
      '/api/events',
      { titleVi: `Nháp ${uid()}` },
      { startAt: at(5 * DAY), status: 'draft' },
    );
    const link = (await h.api('/api/preview/create', { body: { type: 'event', id: draft._id }, token })).body
      .results;
    const res = await post({
      query: 'query($id: ID!, $token: String!) { eventPreview(id: $id, token: $token) { event { _id } } }',
      variables: { id: draft._id, token: link.token },
    });
    expect(res.body.data.eventPreview.event._id).toBe(draft._id);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });
});
