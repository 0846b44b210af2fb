import mongoose from 'mongoose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../lib/clock.ts';
import { bus, type ContentChange } from '../../lib/content-bus.ts';
import {
  at,
  createItem,
  DAY,
  expectUnknownIds,
  HOUR,
  slugs,
  uid,
  writeCalls,
} from '../../testing/content.ts';
import * as content from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

let token: string;
beforeAll(async () => {
  token = (await h.signIn('editor')).accessToken;
});

const createTag = (nameVi = `Thẻ ${uid()}`) => content.createTag(h, token, { nameVi, nameEn: nameVi });

async function createArea(nameVi = `Khu ${uid()}`): Promise<{ _id: string; slug: string }> {
  const admin = (await h.signIn('admin')).accessToken;
  const res = await h.api('/api/areas/create', { body: { nameVi, nameEn: nameVi }, token: admin });
  expect(res.status).toBe(201);
  return res.body.results;
}

const createEvent = (body: Record<string, unknown>) =>
  createItem(
    h,
    token,
    '/api/events',
    { ...body, titleVi: body.titleVi ?? `Sự kiện ${uid()}` },
    {
      startAt: at(DAY),
      status: 'published',
    },
  );

describe('events over REST: writing', () => {
  it('creates an event with a folded slug, sanitised content, its tags and area filled in', async () => {
    const tag = await createTag();
    const area = await createArea();
    const res = await h.api('/api/events/create', {
      body: {
        titleVi: 'Đêm nhạc Jazz mùa thu',
        titleEn: 'Autumn jazz night',
        contentVi: '<p>Hay lắm<script>alert(1)</script></p><ul><li onclick="x()">Một</li></ul>',
        startAt: '2030-10-04T19:30:00+07:00',
        endAt: '2030-10-04T22:00:00+07:00',
        tagIds: [tag._id],
        areaId: area._id,
        priceVi: 'Miễn phí',
        status: 'published',
      },
      token,
    });
    expect(res.status).toBe(201);
    const e = res.body.results;
    expect(e).toMatchObject({
      slug: 'dem-nhac-jazz-mua-thu',
      titleEn: 'Autumn jazz night',
      startAt: '2030-10-04T12:30:00.000Z',
      endAt: '2030-10-04T15:00:00.000Z',
      status: 'published',
      scheduled: false,
      featured: false,
      bookingEnabled: false,
      tagIds: [tag._id],
      areaId: area._id,
      gallery: [],
      cover: null,
    });
    expect(e.contentVi).toBe('<p>Hay lắm</p><ul><li>Một</li></ul>');
    expect(e.tags.map((t: { _id: string }) => t._id)).toEqual([tag._id]);
    expect(e.area).toMatchObject({ _id: area._id, slug: area.slug });
    expect(Date.now() - new Date(e.publishedAt).getTime()).toBeLessThan(60_000);
    expect(e).not.toHaveProperty('endsAt');

    const again = await createEvent({ titleVi: 'Đêm nhạc Jazz mùa thu' });
    expect(again.slug).toBe('dem-nhac-jazz-mua-thu-2');
  });

  it('refuses a duplicate explicit slug with 409, on create and on update', async () => {
    const a = await createEvent({ slug: `trung-${uid()}` });
    const dup = await h.api('/api/events/create', {
      body: { titleVi: 'Khác', startAt: at(DAY), slug: a.slug },
      token,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('CONFLICT');
    expect(dup.body.error.fields).toHaveProperty('slug');

    const b = await createEvent({});
    const upd = await h.api(`/api/events/${b._id}`, { method: 'PUT', body: { slug: a.slug }, token });
    expect(upd.status).toBe(409);
    // Keeping its own slug is no conflict.
    const same = await h.api(`/api/events/${a._id}`, { method: 'PUT', body: { slug: a.slug }, token });
    expect(same.status).toBe(200);
  });

  it('names each invalid field with 400', async () => {
    const res = await h.api('/api/events/create', {
      body: { titleEn: 'No Vietnamese title', startAt: 'tomorrow', status: 'live', tagIds: ['nope'] },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['titleVi', 'startAt', 'status', 'tagIds.0']),
    );

    const missingStart = await h.api('/api/events/create', { body: { titleVi: 'Thiếu ngày' }, token });
    expect(missingStart.status).toBe(400);
    expect(missingStart.body.error.fields).toHaveProperty('startAt');

    const operator = await h.api('/api/events/create', {
      body: { titleVi: { $gt: '' }, startAt: at(DAY) },
      token,
    });
    expect(operator.status).toBe(400);
    expect(operator.body.error.fields).toHaveProperty('titleVi');
  });

  it('refuses an end before the start, on create and on update against the stored start', async () => {
    const res = await h.api('/api/events/create', {
      body: { titleVi: 'Ngược giờ', startAt: at(2 * DAY), endAt: at(DAY) },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('endAt');

    const e = await createEvent({ startAt: at(2 * DAY) });
    const upd = await h.api(`/api/events/${e._id}`, { method: 'PUT', body: { endAt: at(DAY) }, token });
    expect(upd.status).toBe(400);
    expect(upd.body.error.fields).toHaveProperty('endAt');
    const equal = await h.api(`/api/events/${e._id}`, { method: 'PUT', body: { endAt: e.startAt }, token });
    expect(equal.status).toBe(200);
  });

  it('refuses tags and areas that do not exist', async () => {
    const ghost = new mongoose.Types.ObjectId().toHexString();
    const res = await h.api('/api/events/create', {
      body: { titleVi: 'Ma', startAt: at(DAY), tagIds: [ghost], areaId: ghost },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ tagIds: expect.any(String), areaId: expect.any(String) });
  });

  it('updates only the fields sent, keeps the slug editable and re-sanitises content', async () => {
    const e = await createEvent({ titleVi: 'Chợ phiên', titleEn: 'Market day', priceVi: '50.000đ' });
    const res = await h.api(`/api/events/${e._id}`, {
      method: 'PUT',
      body: {
        titleVi: 'Chợ phiên cuối tuần',
        slug: `cho-phien-${uid()}`,
        contentEn: '<img src=x onerror=alert(1)><p>ok</p>',
      },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({
      titleVi: 'Chợ phiên cuối tuần',
      titleEn: 'Market day',
      priceVi: '50.000đ',
      contentEn: '<p>ok</p>',
    });
    expect(res.body.results.slug).not.toBe(e.slug);
    expect((await h.api(`/api/events/slug/${res.body.results.slug}`)).status).toBe(200);
    expect((await h.api(`/api/events/slug/${e.slug}`)).status).toBe(404);
  });

  it('publishes, unpublishes and deletes', async () => {
    const e = await createEvent({ status: 'draft' });
    expect(e.publishedAt).toBeNull();
    expect((await h.api(`/api/events/slug/${e.slug}`)).status).toBe(404);

    const pub = await h.api(`/api/events/publish/${e._id}`, { method: 'PUT', token });
    expect(pub.status).toBe(200);
    expect(pub.body.results.status).toBe('published');
    expect(pub.body.results.publishedAt).toBeTruthy();
    expect((await h.api(`/api/events/slug/${e.slug}`)).status).toBe(200);

    const unpub = await h.api(`/api/events/unpublish/${e._id}`, { method: 'PUT', token });
    expect(unpub.body.results.status).toBe('draft');
    expect((await h.api(`/api/events/slug/${e.slug}`)).status).toBe(404);

    const del = await h.api(`/api/events/delete/${e._id}`, { method: 'DELETE', token });
    expect(del.status).toBe(200);
    expect(del.body.results._id).toBe(e._id);
    expect((await h.api(`/api/events/slug/${e.slug}`, { token })).status).toBe(404);
    expect((await h.api(`/api/events/delete/${e._id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('announces every write on the content bus', async () => {
    const changes: ContentChange[] = [];
    const listener = (c: ContentChange) => changes.push(c);
    bus.on('contentChanged', listener);
    try {
      const e = await createEvent({ status: 'draft' });
      await h.api(`/api/events/${e._id}`, { method: 'PUT', body: { titleEn: 'x' }, token });
      await h.api(`/api/events/publish/${e._id}`, { method: 'PUT', token });
      await h.api(`/api/events/unpublish/${e._id}`, { method: 'PUT', token });
      await h.api(`/api/events/delete/${e._id}`, { method: 'DELETE', token });
      expect(changes).toEqual(Array.from({ length: 5 }, () => ({ type: 'event', id: e._id })));
    } finally {
      bus.off('contentChanged', listener);
    }
  });

  it('keeps a future publishedAt when publishing, which schedules the event', async () => {
    const e = await createEvent({ status: 'draft', publishedAt: at(DAY) });
    const pub = await h.api(`/api/events/publish/${e._id}`, { method: 'PUT', token });
    expect(pub.body.results).toMatchObject({
      status: 'published',
      scheduled: true,
      publishedAt: e.publishedAt,
    });
  });

  it('answers 401 to every write without a token', async () => {
    const e = await createEvent({});
    const id = e._id;
    const calls = writeCalls('/api/events', id, { titleVi: 'x', startAt: at(DAY) });
    for (const [method, path, body] of calls) {
      const res = await h.api(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
      const bad = await h.api(path, { method, body, token: 'not-a-token' });
      expect(bad.status, `${method} ${path} with a bad token`).toBe(401);
    }
    expect((await h.api(`/api/events/slug/${e.slug}`)).body.results.titleVi).toBe(e.titleVi);
  });

  it('answers 404 for unknown and malformed ids and unknown slugs', async () => {
    const ghost = new mongoose.Types.ObjectId().toHexString();
    expect((await h.api('/api/events/slug/khong-co-that')).status).toBe(404);
    expect((await h.api('/api/events/slug/khong-co-that', { token })).status).toBe(404);
    await expectUnknownIds(h, token, '/api/events', [ghost, 'not-an-id']);
  });
});

describe('events over REST: who sees what', () => {
  it('hides drafts from visitors and shows them to staff, in lists and by slug', async () => {
    const tag = await createTag();
    const draft = await createEvent({ status: 'draft', tagIds: [tag._id] });
    const live = await createEvent({ tagIds: [tag._id] });

    const pub = await h.api(`/api/events/all?tag=${tag._id}`);
    expect(slugs(pub)).toEqual([live.slug]);
    expect(pub.body.results.total).toBe(1);
    expect((await h.api(`/api/events/slug/${draft.slug}`)).status).toBe(404);

    const staff = await h.api(`/api/events/all?tag=${tag._id}`, { token });
    expect(slugs(staff).sort()).toEqual([draft.slug, live.slug].sort());
    const preview = await h.api(`/api/events/slug/${draft.slug}`, { token });
    expect(preview.status).toBe(200);
    expect(preview.body.results.status).toBe('draft');

    const drafts = await h.api(`/api/events/all?tag=${tag._id}&status=draft`, { token });
    expect(slugs(drafts)).toEqual([draft.slug]);
    // A visitor asking for drafts still gets only what is public.
    const sneaky = await h.api(`/api/events/all?tag=${tag._id}&status=draft`);
    expect(slugs(sneaky)).toEqual([live.slug]);
  });

  it('shows a scheduled event from its publishedAt on, without any job', async () => {
    const tag = await createTag();
    const publishedAt = at(HOUR);
    const e = await createEvent({ tagIds: [tag._id], publishedAt });
    expect(e).toMatchObject({ status: 'published', scheduled: true });

    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}`))).toEqual([]);
    expect((await h.api(`/api/events/slug/${e.slug}`)).status).toBe(404);
    const staff = await h.api(`/api/events/slug/${e.slug}`, { token });
    expect(staff.body.results.scheduled).toBe(true);

    // The hour passes on the gateway's clock: no write, no job, and no sleeping in the test.
    advanceClock(HOUR + 1000);

    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}`))).toEqual([e.slug]);
    const visible = await h.api(`/api/events/slug/${e.slug}`);
    expect(visible.status).toBe(200);
    expect(visible.body.results.scheduled).toBe(false);
  });
});

describe('events over REST: listing', () => {
  it('splits upcoming (soonest first, ongoing included) from past (latest first)', async () => {
    const tag = await createTag();
    const mk = (titleVi: string, startAt: string, endAt?: string) =>
      createEvent({ titleVi, startAt, endAt, tagIds: [tag._id] });
    const inTwoDays = await mk('Hai ngày nữa', at(2 * DAY));
    const tomorrow = await mk('Ngày mai', at(DAY));
    const ongoing = await mk('Đang diễn ra', at(-HOUR), at(HOUR));
    const yesterday = await mk('Hôm qua', at(-DAY));
    const lastWeek = await mk('Tuần trước', at(-7 * DAY), at(-6 * DAY));

    const upcoming = await h.api(`/api/events/all?tag=${tag._id}&when=upcoming`);
    expect(slugs(upcoming)).toEqual([ongoing.slug, tomorrow.slug, inTwoDays.slug]);
    // Visitors get upcoming by default.
    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}`))).toEqual(slugs(upcoming));

    const past = await h.api(`/api/events/all?tag=${tag._id}&when=PAST`);
    expect(slugs(past)).toEqual([yesterday.slug, lastWeek.slug]);
    expect(past.body.results.total).toBe(2);

    const all = await h.api(`/api/events/all?tag=${tag._id}&when=all`);
    expect(slugs(all)).toEqual([inTwoDays, tomorrow, ongoing, yesterday, lastWeek].map((e) => e.slug));
  });

  it('filters by tag id or slug, area id or slug, featured and a case-insensitive literal search', async () => {
    const tag = await createTag();
    const other = await createTag();
    const area = await createArea();
    const a = await createEvent({
      titleVi: 'Triển lãm tranh (a.b)',
      tagIds: [tag._id],
      areaId: area._id,
      featured: true,
    });
    const b = await createEvent({
      titleVi: 'Workshop gốm',
      titleEn: 'Pottery AXB',
      tagIds: [tag._id, other._id],
    });
    await createEvent({ titleVi: 'Không liên quan', tagIds: [other._id], areaId: area._id });

    expect(slugs(await h.api(`/api/events/all?tag=${tag.slug}`)).sort()).toEqual([a.slug, b.slug].sort());
    expect(slugs(await h.api(`/api/events/all?tagSlug=${tag.slug}`)).sort()).toEqual([a.slug, b.slug].sort());
    expect(slugs(await h.api(`/api/events/all?tagId=${tag._id}&area=${area.slug}`))).toEqual([a.slug]);
    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}&area=${area._id}`))).toEqual([a.slug]);
    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}&featured=true`))).toEqual([a.slug]);
    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}&featured=false`))).toEqual([b.slug]);
    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}&search=POTTERY`))).toEqual([b.slug]);
    // The search is literal: "a.b" must not match "AXB".
    expect(
      slugs(await h.api(`/api/events/all?tag=${tag._id}&search=${encodeURIComponent('(a.b)')}`)),
    ).toEqual([a.slug]);
    expect(slugs(await h.api(`/api/events/all?tag=${tag._id}&search=${encodeURIComponent('.*')}`))).toEqual(
      [],
    );
    // Unknown slugs name no event rather than every event.
    const none = await h.api('/api/events/all?tag=khong-co-the-nay');
    expect(none.status).toBe(200);
    expect(none.body.results).toMatchObject({ items: [], total: 0 });
    expect((await h.api('/api/events/all?area=khong-co-khu-nay')).body.results.total).toBe(0);
  });

  it('pages with totals from a separate count and caps the page size at 50', async () => {
    const tag = await createTag();
    await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        createEvent({ titleVi: `Trang ${i}`, startAt: at((i + 1) * HOUR), tagIds: [tag._id] }),
      ),
    );
    const p1 = await h.api(`/api/events/all?tag=${tag._id}&pageSize=10`);
    const p3 = await h.api(`/api/events/all?tag=${tag._id}&pageSize=10&page=3`);
    expect(p1.body.results).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(p1.body.results.items).toHaveLength(10);
    expect(p3.body.results).toMatchObject({ total: 23, page: 3, pageSize: 10 });
    expect(p3.body.results.items).toHaveLength(3);
    expect(slugs(p3)).toEqual(
      ['Trang 20', 'Trang 21', 'Trang 22'].map((t) => t.toLowerCase().replace(' ', '-')),
    );
    const beyond = await h.api(`/api/events/all?tag=${tag._id}&pageSize=10&page=9`);
    expect(beyond.body.results).toMatchObject({ items: [], total: 23 });

    const big = await h.api(`/api/events/all?pageSize=1000`, { token });
    expect(big.status).toBe(200);
    expect(big.body.results.pageSize).toBe(50);
    expect(big.body.results.items.length).toBeLessThanOrEqual(50);
  });

  it('refuses bad query values with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['when=soon', 'when'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=-1', 'pageSize'],
      ['featured=maybe', 'featured'],
      ['status=archived', 'status'],
      ['tagId=123', 'tagId'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['tag=a&tag=b', 'tag'],
    ];
    for (const [qs, field] of cases) {
      const res = await h.api(`/api/events/all?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.error.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.body.error.fields), qs).toContain(field);
    }
  });
});

describe('events over GraphQL', () => {
  const FIELDS = `_id slug titleVi titleEn summaryVi summaryEn contentVi contentEn
    cover { public_id secure_url width height } gallery { public_id secure_url width height }
    startAt endAt areaId tagIds priceVi priceEn bookingEnabled status publishedAt featured scheduled
    createdAt updatedAt tags { _id nameVi nameEn slug } area { _id slug name }`;

  it('returns the same event as REST', async () => {
    const tags = [await createTag(), await createTag()];
    const area = await createArea();
    const created = await createEvent({
      titleVi: 'Chiếu phim ngoài trời',
      titleEn: 'Open-air film screening',
      summaryVi: 'Phim kinh điển dưới trời sao',
      contentVi: '<p>Mang theo chăn.</p>',
      startAt: '2031-03-14T19:30:00+07:00',
      endAt: '2031-03-14T22:00:00+07:00',
      tagIds: tags.map((t) => t._id),
      areaId: area._id,
      priceVi: '250.000đ',
      priceEn: '250,000 VND',
      bookingEnabled: true,
      featured: true,
      cover: { public_id: 'cover-1', secure_url: '/media/cover-1-960.webp', width: 960, height: 540 },
      gallery: [{ public_id: 'g-1', secure_url: '/media/g-1-480.webp', width: 480, height: 320 }],
    });
    const rest = (await h.api(`/api/events/slug/${created.slug}`)).body.results;
    const gql = await h.gql(`query($slug: String!) { event(slug: $slug) { ${FIELDS} } }`, {
      slug: created.slug,
    });
    expect(gql.body.errors).toBeUndefined();
    const restShape = {
      ...rest,
      tags: rest.tags.map(({ _id, nameVi, nameEn, slug }: Record<string, string>) => ({
        _id,
        nameVi,
        nameEn,
        slug,
      })),
      area: { _id: rest.area._id, slug: rest.area.slug, name: rest.area.name },
    };
    expect(gql.body.data.event).toEqual(restShape);
    expect(gql.body.data.event.startAt).toBe('2031-03-14T12:30:00.000Z');
  });

  it('lists with a filter, hides drafts from visitors and shows them to staff', async () => {
    const tag = await createTag();
    const live = await createEvent({ tagIds: [tag._id] });
    const draft = await createEvent({ tagIds: [tag._id], status: 'draft' });
    const q = `query($f: EventFilter) { events(filter: $f, pageSize: 5) { total page pageSize items { slug tags { slug } } } }`;
    const pub = await h.gql(q, { f: { tagId: tag._id } });
    expect(pub.body.data.events).toEqual({
      total: 1,
      page: 1,
      pageSize: 5,
      items: [{ slug: live.slug, tags: [{ slug: tag.slug }] }],
    });
    const staff = await h.gql(q, { f: { tagSlug: tag.slug, status: 'draft' } }, token);
    expect(staff.body.data.events.items.map((e: { slug: string }) => e.slug)).toEqual([draft.slug]);
    expect(
      (await h.gql('query($s: String!) { event(slug: $s) { _id } }', { s: draft.slug })).body.data.event,
    ).toBeNull();
  });

  it('loads a 20-event page with its tags and areas without a query', async () => {
    const tags = await Promise.all([createTag(), createTag(), createTag(), createTag()]);
    const areas = await Promise.all([createArea(), createArea()]);
    const marker = await createTag();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createEvent({
          startAt: at((i + 1) * HOUR),
          tagIds: [marker._id, tags[i % 4]._id, tags[(i + 1) % 4]._id],
          areaId: areas[i % 2]._id,
        }),
      ),
    );
    const finds: Record<string, number> = {};
    mongoose.set('debug', (collection: string, method: string) => {
      const key = `${collection}.${method}`;
      finds[key] = (finds[key] ?? 0) + 1;
    });
    try {
      const res = await h.gql(
        `query($f: EventFilter) { events(filter: $f, pageSize: 20) { total items { slug area { slug } tags { slug } } } }`,
        { f: { tagId: marker._id } },
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.events.items).toHaveLength(20);
      expect(res.body.data.events.items.every((e: any) => e.tags.length === 3 && e.area)).toBe(true);
    } finally {
      mongoose.set('debug', false);
    }
    // The page, its tags and its areas all come from the read model: no query at all.
    expect(finds['tags.find'] ?? 0).toBe(0);
    expect(finds['areas.find'] ?? 0).toBe(0);
    expect(finds['events.find'] ?? 0).toBe(0);

    // REST fills relations in the same way: one query per collection for the whole page.
    for (const k of Object.keys(finds)) delete finds[k];
    mongoose.set('debug', (collection: string, method: string) => {
      finds[`${collection}.${method}`] = (finds[`${collection}.${method}`] ?? 0) + 1;
    });
    try {
      const rest = await h.api(`/api/events/all?tag=${marker._id}&pageSize=20`);
      expect(rest.body.results.items.every((e: any) => e.tags.length === 3 && e.area)).toBe(true);
    } finally {
      mongoose.set('debug', false);
    }
    expect(finds).toEqual({});
  });

  it('gives an area its next public events through Area.upcomingEvents', async () => {
    const area = await createArea();
    const later = await createEvent({ areaId: area._id, startAt: at(3 * DAY) });
    const soon = await createEvent({ areaId: area._id, startAt: at(DAY) });
    await createEvent({ areaId: area._id, startAt: at(2 * DAY), status: 'draft' });
    await createEvent({ areaId: area._id, startAt: at(-2 * DAY) });
    const res = await h.gql(
      'query($s: String!) { area(slug: $s) { slug upcomingEvents(limit: 5) { slug } one: upcomingEvents(limit: 1) { slug } } }',
      { s: area.slug },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.area.upcomingEvents.map((e: { slug: string }) => e.slug)).toEqual([
      soon.slug,
      later.slug,
    ]);
    expect(res.body.data.area.one.map((e: { slug: string }) => e.slug)).toEqual([soon.slug]);

    // Every area of a list gets its events from the read model, with no query.
    await createArea();
    let eventQueries = 0;
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'events' && method === 'find') eventQueries++;
    });
    let list;
    try {
      list = await h.gql('{ areas { slug upcomingEvents { slug } } }');
    } finally {
      mongoose.set('debug', false);
    }
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.areas.length).toBeGreaterThan(2);
    const mine = list.body.data.areas.find((a: { slug: string }) => a.slug === area.slug);
    expect(mine.upcomingEvents.map((e: { slug: string }) => e.slug)).toEqual([soon.slug, later.slug]);
    expect(eventQueries).toBe(0);
  });

  it('runs every mutation for staff and refuses them without a token', async () => {
    const create = await h.gql(
      `mutation($i: EventInput!) { createEvent(input: $i) { _id slug status scheduled publishedAt } }`,
      { i: { titleVi: 'Ngày hội gia đình', startAt: at(5 * DAY), status: 'published' } },
      token,
    );
    expect(create.body.errors).toBeUndefined();
    const { _id: id, slug } = create.body.data.createEvent;
    expect(slug).toBe('ngay-hoi-gia-dinh');

    const update = await h.gql(
      `mutation($id: ID!, $i: EventInput!) { updateEvent(id: $id, input: $i) { titleEn } }`,
      { id, i: { titleEn: 'Family day' } },
      token,
    );
    expect(update.body.data.updateEvent.titleEn).toBe('Family day');
    const unpub = await h.gql('mutation($id: ID!) { unpublishEvent(id: $id) { status } }', { id }, token);
    expect(unpub.body.data.unpublishEvent.status).toBe('draft');
    const pub = await h.gql('mutation($id: ID!) { publishEvent(id: $id) { status } }', { id }, token);
    expect(pub.body.data.publishEvent.status).toBe('published');

    for (const m of [
      'mutation { createEvent(input: { titleVi: "x" }) { _id } }',
      `mutation { updateEvent(id: "${id}", input: { titleVi: "x" }) { _id } }`,
      `mutation { deleteEvent(id: "${id}") { _id } }`,
      `mutation { publishEvent(id: "${id}") { _id } }`,
      `mutation { unpublishEvent(id: "${id}") { _id } }`,
    ]) {
      const res = await h.gql(m);
      expect(res.status, m).toBe(401);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }

    const bad = await h.gql(
      'mutation { createEvent(input: { titleEn: "x", startAt: "2030-01-02T10:00:00Z", endAt: "2030-01-01T10:00:00Z" }) { _id } }',
      {},
      token,
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors[0].extensions.fields)).toEqual(
      expect.arrayContaining(['titleVi', 'endAt']),
    );

    const del = await h.gql('mutation($id: ID!) { deleteEvent(id: $id) { _id } }', { id }, token);
    expect(del.body.data.deleteEvent._id).toBe(id);
    const gone = await h.gql('mutation($id: ID!) { deleteEvent(id: $id) { _id } }', { id }, token);
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

afterEach(() => {
  mongoose.set('debug', false);
});

describe('unknown slugs over GraphQL', () => {
  it('answer null without an error, so pages can show their not-found state', async () => {
    const res = await h.gql('{ event(slug: "no-such-event") { _id } news(slug: "no-such-news") { _id } }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ event: null, news: null });
  });
});

describe('explicit null filters over GraphQL', () => {
  it('mean "not filtered", as if they were left out', async () => {
    await createEvent({ titleVi: `Sự kiện ${uid()}`, startAt: at(86_400_000) });
    const { accessToken } = await h.signIn();
    const plain = await h.gql('{ events(filter: { when: ALL }) { total } }', {}, accessToken);
    const nulls = await h.gql(
      '{ events(filter: { when: ALL, tagId: null, tagSlug: null, areaId: null, areaSlug: null, search: null, status: null, featured: null }) { total } }',
      {},
      accessToken,
    );
    expect(plain.body.data.events.total).toBeGreaterThan(0);
    expect(nulls.body.errors).toBeUndefined();
    expect(nulls.body.data.events.total).toBe(plain.body.data.events.total);
  });
});
