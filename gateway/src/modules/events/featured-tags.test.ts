import { describe, expect, it } from 'vitest';
import { at, createTag, DAY, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

const FEATURED = /* GraphQL */ `
  query ($limit: Int) {
    featuredTags(limit: $limit) {
      total
      items {
        _id
      }
    }
  }
`;

describe('featured tags (the header dropdown and the events page chips)', () => {
  it('offers tags with the most upcoming public events first and counts every tag', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const [two, one, past, draftOnly, none] = await Promise.all(
      ['two', 'one', 'past', 'draft', 'none'].map((n) => createTag(h, token, { nameVi: `${n} ${uid()}` })),
    );
    const event = async (tagIds: string[], startOffset: number, status = 'published') => {
      const res = await h.api('/api/events/create', {
        body: { titleVi: `Sự kiện ${uid()}`, startAt: at(startOffset), status, tagIds },
        token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await event([two!._id, one!._id], 3 * DAY);
    await event([two!._id], 5 * DAY);
    await event([past!._id], -10 * DAY);
    await event([past!._id], -20 * DAY);
    await event([draftOnly!._id], 4 * DAY, 'draft');
    await event([draftOnly!._id], 6 * DAY, 'draft');

    const all = (await h.api('/api/tags/all')).body.results as { _id: string }[];
    const { data } = (await h.gql(FEATURED, { limit: 50 })).body;
    const ids: string[] = data.featuredTags.items.map((t: { _id: string }) => t._id);
    expect(data.featuredTags.total).toBe(all.length);
    expect(ids).toHaveLength(all.length);
    const rank = (tag: { _id: string }) => ids.indexOf(tag._id);
    // upcoming first (2 before 1), then past-only, then tags without public events (drafts don't count)
    expect(rank(two!)).toBeLessThan(rank(one!));
    expect(rank(one!)).toBeLessThan(rank(past!));
    expect(rank(past!)).toBeLessThan(rank(draftOnly!));
    expect(rank(past!)).toBeLessThan(rank(none!));

    const short = (await h.gql(FEATURED, { limit: 2 })).body;
    expect(short.data.featuredTags.items.map((t: { _id: string }) => t._id)).toEqual(ids.slice(0, 2));
    expect(short.data.featuredTags.total).toBe(all.length);
    // Without a limit: 12.
    const dflt = (await h.gql(FEATURED, {})).body;
    expect(dflt.data.featuredTags.items).toHaveLength(Math.min(12, all.length));
  });

  it('refuses a limit outside 1-50 with the field named', async () => {
    for (const limit of [0, 51]) {
      const res = (await h.gql(FEATURED, { limit })).body;
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(res.errors?.[0]?.extensions)).toMatch(/thẻ/);
    }
  });
});
