import { beforeAll, describe, expect, it } from 'vitest';
import { now as clockNow } from '../../lib/clock.ts';
import { at, createItem, createTag, DAY, HOUR, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { listNews, relatedNews, type News } from '../news/news.service.ts';
import { featuredTags, listEvents, upcomingEventsByArea, type Event } from './events.service.ts';

// Visitors' lists are kept per window between two moments (a scheduled publication, an event's
// end) and paged as slices: each answer must be what one pass over every item would give, at any
// time, before and after each moment, by page number and by cursor.

const h = useGateway();
let token: string;
const staff: AuthUser = { id: 'staff', email: 'staff@venue.test', role: 'editor' };
beforeAll(async () => {
  token = (await h.signIn('editor')).accessToken;
});

const ids = (items: readonly { _id: string }[]) => items.map((i) => i._id);
const endOf = (e: Event) => (e.endAt ?? e.startAt).getTime();
const isPublic = (i: { status: string; publishedAt: Date | null }, now: number) =>
  i.status === 'published' && !!i.publishedAt && i.publishedAt.getTime() <= now;

async function everyEvent(): Promise<Event[]> {
  const all: Event[] = [];
  for (let page = 1; ; page++) {
    const p = await listEvents({ filter: { when: 'ALL' }, page, pageSize: 50, user: staff });
    all.push(...p.items);
    if (all.length >= p.total) return all;
  }
}

/** What one pass over every event gives a visitor at `now`, in the list's order. */
function expected(all: Event[], now: number, when: string, keep: (e: Event) => boolean = () => true) {
  const soonest = all
    .filter((e) => isPublic(e, now) && keep(e))
    .filter((e) => when === 'ALL' || (when === 'UPCOMING' ? endOf(e) >= now : endOf(e) < now))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || (a._id < b._id ? -1 : 1));
  return ids(when === 'UPCOMING' ? soonest : soonest.reverse());
}

async function byCursor(filter: Record<string, unknown>, now: number): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null | undefined;
  for (let i = 0; i < 50; i++) {
    const p = await listEvents({ filter, pageSize: 2, after, now });
    seen.push(...ids(p.items));
    after = p.nextCursor;
    if (!after) return seen;
  }
  throw new Error('the cursor did not end');
}

describe('public lists kept between moments', () => {
  it('answer events as one pass would, across an end and a scheduled publication', async () => {
    const tag = await createTag(h, token);
    const admin = (await h.signIn('admin')).accessToken;
    const area = (
      await h.api('/api/areas/create', { body: { nameVi: `Khu ${uid()}`, nameEn: 'Area' }, token: admin })
    ).body.results as { _id: string };
    const mk = (body: Record<string, unknown>) =>
      createItem(
        h,
        token,
        '/api/events',
        { titleVi: `Sự kiện ${uid()}`, ...body },
        { startAt: at(DAY), status: 'published' },
      );
    await mk({ startAt: at(-HOUR), endAt: at(2 * HOUR), tagIds: [tag._id], areaId: area._id }); // ongoing
    await mk({ startAt: at(HOUR), endAt: at(3 * HOUR), featured: true, tagIds: [tag._id] });
    await mk({ startAt: at(4 * HOUR), publishedAt: at(90 * 60_000), tagIds: [tag._id], areaId: area._id });
    await mk({ startAt: at(5 * HOUR), status: 'draft', tagIds: [tag._id] });
    await mk({ startAt: at(-DAY), areaId: area._id, featured: true });
    await mk({ startAt: at(-2 * DAY), endAt: at(-DAY), tagIds: [tag._id] });
    // Two at the same start: the id decides, in both directions.
    const same = at(6 * HOUR);
    await mk({ startAt: same, tagIds: [tag._id] });
    await mk({ startAt: same, tagIds: [tag._id] });
    const all = await everyEvent();
    const start = clockNow();

    // Before and after each moment: the ongoing event's end, the publication, the next start's end.
    for (const offset of [0, 60_000, 2 * HOUR + 1, 90 * 60_000, 3 * HOUR + 1, DAY, 0]) {
      const now = start + offset;
      for (const when of ['UPCOMING', 'PAST', 'ALL']) {
        const filters: [Record<string, unknown>, (e: Event) => boolean][] = [
          [{}, () => true],
          [{ tagId: tag._id }, (e) => e.tagIds.includes(tag._id)],
          [{ areaId: area._id }, (e) => e.areaId === area._id],
          [{ featured: true }, (e) => e.featured],
          [{ featured: false, tagId: tag._id }, (e) => !e.featured && e.tagIds.includes(tag._id)],
        ];
        for (const [filter, keep] of filters) {
          const want = expected(all, now, when, keep);
          const f = { ...filter, when };
          const first = await listEvents({ filter: f, pageSize: 2, now });
          expect(first.total, `${when} ${JSON.stringify(filter)} +${offset}`).toBe(want.length);
          expect(ids(first.items)).toEqual(want.slice(0, 2));
          const second = await listEvents({ filter: f, page: 2, pageSize: 2, now });
          expect(ids(second.items)).toEqual(want.slice(2, 4));
          expect(await byCursor(f, now)).toEqual(want);
        }
      }
      const byArea = await upcomingEventsByArea({ areaIds: [area._id], limit: 5, now });
      expect(ids(byArea.get(area._id)!)).toEqual(
        expected(all, now, 'UPCOMING', (e) => e.areaId === area._id).slice(0, 5),
      );
    }

    // The scheduled event counts for its tag once public: the featured tags follow the clock.
    const count = async (now: number) =>
      (await featuredTags({ limit: 50, now })).items.findIndex((t) => t._id === tag._id);
    expect(await count(start)).toBeGreaterThanOrEqual(0);
    const search = await listEvents({ filter: { when: 'ALL', search: 'sự kiện' }, pageSize: 50, now: start });
    expect(search.total).toBe(expected(all, start, 'ALL', (e) => /sự kiện/i.test(e.titleVi)).length);

    // A write starts a new version: the kept lists are not served again.
    const added = await mk({ startAt: at(7 * HOUR), tagIds: [tag._id] });
    const after = await listEvents({ filter: { tagId: tag._id }, pageSize: 50 });
    expect(ids(after.items)).toContain(added._id);
  });

  it('answer news as one pass would, before and after a scheduled publication', async () => {
    const tag = await createTag(h, token);
    const mk = (body: Record<string, unknown>) =>
      createItem(h, token, '/api/news', { titleVi: `Tin ${uid()}`, ...body }, { status: 'published' });
    const first = await mk({ tagIds: [tag._id] });
    await mk({ featured: true });
    const scheduled = await mk({ publishedAt: at(HOUR), tagIds: [tag._id] });
    await mk({ status: 'draft', tagIds: [tag._id] });
    const everyPost: News[] = (await listNews({ pageSize: 50, user: staff })).items;
    const start = clockNow();
    const publication = new Date(scheduled.publishedAt).getTime();
    for (const now of [start, publication - 1, publication, publication + HOUR, start]) {
      const want = (keep: (n: News) => boolean) => ids(everyPost.filter((n) => isPublic(n, now) && keep(n)));
      for (const [args, keep] of [
        [{}, () => true],
        [{ tagId: tag._id }, (n: News) => n.tagIds.includes(tag._id)],
        [{ featured: true }, (n: News) => n.featured],
      ] as const) {
        const list = await listNews({ ...args, pageSize: 2, now });
        expect(list.total).toBe(want(keep).length);
        expect(ids(list.items)).toEqual(want(keep).slice(0, 2));
        expect(ids((await listNews({ ...args, page: 2, pageSize: 2, now })).items)).toEqual(
          want(keep).slice(2, 4),
        );
      }
      const related = ids(await relatedNews({ news: first, limit: 2, now }));
      expect(related.includes(scheduled._id)).toBe(now >= publication);
    }
  });
});
