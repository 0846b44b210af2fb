// A visitor or a member of staff reads a list page by page while items are added or
// removed in between; reading on to the end must show every item that was there all along exactly
// once (no item shown twice, none skipped). Against the real database, through REST, for the
// public events list and the admin bookings inbox. `nextPage` is the one place that says how the
// next page is asked for.
import { beforeAll, describe, expect, it } from 'vitest';
import { at, createItem, createTag, DAY, HOUR } from '../testing/content.ts';
import { useGateway } from '../testing/harness.ts';
import { todayInVietnam } from '../modules/bookings/bookings.schemas.ts';

const h = useGateway();
const PAGE_SIZE = 3;

let editor: string;
beforeAll(async () => {
  editor = (await h.signIn('editor')).accessToken;
});

interface ListPage {
  items: { _id: string }[];
  total: number;
  page: number;
  nextCursor: string | null;
}

/** The page after `previous` (the first when there is none), as a client asks for it. */
async function nextPage(list: string, previous: ListPage | undefined, token?: string): Promise<ListPage> {
  // The keyset path: the next page starts right after the last item shown.
  const join = list.includes('?') ? '&' : '?';
  const after = previous?.nextCursor ? `&after=${encodeURIComponent(previous.nextCursor)}` : '';
  const res = await h.api(`${list}${join}pageSize=${PAGE_SIZE}${after}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results;
}

/**
 * Reads page 1, runs `change`, reads on to the last page; answers the ids in the order shown.
 */
async function readAcross(list: string, change: () => Promise<void>, token?: string): Promise<string[]> {
  let page = await nextPage(list, undefined, token);
  const shown = page.items.map((i) => i._id);
  await change();
  for (let guard = 0; page.nextCursor && guard < 50; guard++) {
    page = await nextPage(list, page, token);
    shown.push(...page.items.map((i) => i._id));
  }
  return shown;
}

/** Every id of `kept` shown exactly once; nothing shown twice. */
function expectEachOnce(shown: string[], kept: string[]): void {
  const twice = shown.filter((id, i) => shown.indexOf(id) !== i);
  expect(twice, 'shown twice').toEqual([]);
  expect(
    kept.filter((id) => !shown.includes(id)),
    'skipped',
  ).toEqual([]);
}

describe('public events list (REST), read page by page while staff edit', () => {
  /** Seven upcoming published events under a tag of their own, a day apart. */
  async function sevenEvents(): Promise<{ tag: string; tagId: string; ids: string[] }> {
    const tag = await createTag(h, editor);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const event = await createItem(
        h,
        editor,
        '/api/events',
        { titleVi: `Buổi ${i + 1} ${tag.slug}`, startAt: at((i + 2) * DAY), tagIds: [tag._id] },
        { status: 'published' },
      );
      ids.push(event._id);
    }
    return { tag: tag.slug, tagId: tag._id, ids };
  }

  it('an event added before the page boundary is not shown twice', async () => {
    const { tag, tagId, ids } = await sevenEvents();
    const shown = await readAcross(`/api/events/all?tag=${tag}`, async () => {
      // Starts before everything on page 1: every later item moves down one place.
      await createItem(
        h,
        editor,
        '/api/events',
        { titleVi: `Chen vào ${tag}`, startAt: at(DAY + HOUR), tagIds: [tagId] },
        { status: 'published' },
      );
    });
    expectEachOnce(shown, ids);
  });

  it('an event removed from page 1 does not make a later one skipped', async () => {
    const { tag, ids } = await sevenEvents();
    const shown = await readAcross(`/api/events/all?tag=${tag}`, async () => {
      const res = await h.api(`/api/events/unpublish/${ids[0]}`, { method: 'PUT', token: editor });
      expect(res.status).toBe(200);
    });
    expectEachOnce(shown, ids.slice(1));
  });
});

describe('admin bookings inbox (REST), read page by page while bookings arrive', () => {
  const booking = (name: string) => ({
    name,
    phone: '+84 912 345 678',
    email: 'khach@example.com',
    date: todayInVietnam(new Date(Date.now() + 3 * DAY)),
    timeSlot: '19:30',
    guests: 2,
  });

  async function sevenBookings(): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await h.api('/api/bookings/create', { body: booking(`Khách ${i + 1}`) });
      expect(res.status).toBe(201);
      ids.push(res.body.results._id);
    }
    return ids;
  }

  it('a booking that arrives between two pages does not show one twice', async () => {
    const staff = (await h.signIn('editor')).accessToken;
    const ids = await sevenBookings();
    const shown = await readAcross(
      '/api/bookings/all',
      async () => {
        expect((await h.api('/api/bookings/create', { body: booking('Khách mới') })).status).toBe(201);
      },
      staff,
    );
    expectEachOnce(shown, ids);
  });

  it("a booking confirmed while 'new' is read page by page does not make another skipped", async () => {
    const staff = (await h.signIn('editor')).accessToken;
    const ids = await sevenBookings();
    // Newest first: the last one made is on page 1.
    const onPageOne = ids[ids.length - 1]!;
    const shown = await readAcross(
      '/api/bookings/all?status=new',
      async () => {
        const res = await h.api(`/api/bookings/status/${onPageOne}`, {
          method: 'PUT',
          body: { status: 'confirmed' },
          token: staff,
        });
        expect(res.status).toBe(200);
      },
      staff,
    );
    expectEachOnce(
      shown,
      ids.filter((id) => id !== onPageOne),
    );
  });
});

describe('a cursor that is not one', () => {
  it('answers 400 naming the problem, on REST and GraphQL', async () => {
    const rest = await h.api('/api/events/all?after=not-a-cursor');
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body.error)).toContain('Con trỏ trang không hợp lệ');
    const inbox = await h.api('/api/bookings/all?after=bm90LWEtY3Vyc29y', { token: editor });
    expect(inbox.status).toBe(400);
    expect(inbox.body.error.fields).toHaveProperty('after');
    const gql = await h.gql('{ events(after: "x") { total } }');
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
