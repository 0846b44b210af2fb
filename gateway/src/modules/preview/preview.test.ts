import { describe, expect, it } from 'vitest';
import { at, createItem, DAY, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import { signPreviewToken } from './preview.service.ts';

const h = useGateway();

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
