import mongoose from 'mongoose';
import { eventStore } from '../events/events.service.ts';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../../testing/harness.ts';
import { bookingInput, todayInVietnam } from './bookings.schemas.ts';

const h = useGateway();

/** A venue calendar date `days` from today (Asia/Ho_Chi_Minh). */
function venueDate(days: number): string {
  return todayInVietnam(new Date(Date.now() + days * 86_400_000));
}

const valid = () => ({
  name: 'Nguyễn Văn An',
  phone: '+84 912 345 678',
  email: 'An@Example.com',
  date: venueDate(3),
  timeSlot: '19:30',
  guests: 4,
  note: 'Bàn gần sân khấu',
  language: 'vi',
});

/** Stores a document as another gateway would, and lets the read model hear of it. */
async function insertRaw(collection: string, doc: Record<string, unknown>): Promise<string> {
  // Stamped as the model's timestamps would: answers carry both.
  const at = new Date();
  const { insertedId } = await mongoose.connection
    .db!.collection(collection)
    .insertOne({ createdAt: at, updatedAt: at, ...doc });
  if (collection === 'events') await eventStore.refresh(String(insertedId));
  return String(insertedId);
}

describe('booking schema (shared with the booking form)', () => {
  it('evaluates "not in the past" on the venue calendar (UTC+7)', () => {
    // 18:00 UTC on 1 March is already 2 March at the venue.
    expect(todayInVietnam(new Date('2030-03-01T18:00:00Z'))).toBe('2030-03-02');
    expect(todayInVietnam(new Date('2030-03-01T16:59:00Z'))).toBe('2030-03-01');
    expect(bookingInput.safeParse({ ...valid(), date: venueDate(0) }).success).toBe(true);
    expect(bookingInput.safeParse({ ...valid(), date: venueDate(-1) }).success).toBe(false);
  });

  it('accepts phones with + and spaces and 8 to 15 digits only', () => {
    const phone = (p: string) => bookingInput.safeParse({ ...valid(), phone: p }).success;
    expect(phone('0912345678')).toBe(true);
    expect(phone('+84 28 3822 1234')).toBe(true);
    expect(phone('1234567')).toBe(false);
    expect(phone('1234567890123456')).toBe(false);
    expect(phone('09-1234-5678')).toBe(false);
    expect(phone('call me')).toBe(false);
  });

  it('refuses dates that do not exist', () => {
    expect(bookingInput.safeParse({ ...valid(), date: '2099-02-30' }).success).toBe(false);
  });
});

describe('bookings over REST', () => {
  it('takes a public booking with 201, status new and a lower-cased email', async () => {
    const res = await h.api('/api/bookings/create', { body: valid() });
    expect(res.status).toBe(201);
    expect(res.body.results).toMatchObject({
      name: 'Nguyễn Văn An',
      email: 'an@example.com',
      guests: 4,
      status: 'new',
      language: 'vi',
      areaId: null,
      eventId: null,
    });
    expect(res.body.results._id).toMatch(/^[a-f0-9]{24}$/);
  });

  it('names every invalid field', async () => {
    const res = await h.api('/api/bookings/create', {
      body: {
        name: '',
        phone: '12',
        email: 'not-an-email',
        date: venueDate(-1),
        timeSlot: '25:00',
        guests: 51,
        language: 'fr',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      ['date', 'email', 'guests', 'language', 'name', 'phone', 'timeSlot'].sort(),
    );
    expect(res.body.error.fields.date).toMatch(/quá khứ/);
  });

  it('refuses 0 guests and query operators', async () => {
    const zero = await h.api('/api/bookings/create', { body: { ...valid(), guests: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields).toHaveProperty('guests');
    const op = await h.api('/api/bookings/create', { body: { ...valid(), name: { $gt: '' } } });
    expect(op.status).toBe(400);
    expect(op.body.error.fields).toHaveProperty('name');
  });

  it('checks that the area exists', async () => {
    const unknown = await h.api('/api/bookings/create', {
      body: { ...valid(), areaId: '000000000000000000000000' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('areaId');
    const malformed = await h.api('/api/bookings/create', { body: { ...valid(), areaId: 'garden' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toHaveProperty('areaId');

    const { accessToken: token } = await h.signIn('admin');
    const area = await h.api('/api/areas/create', { body: { nameVi: 'Sân vườn', slug: 'san-vuon' }, token });
    expect(area.status).toBe(201);
    const areaId = area.body.results._id as string;
    const ok = await h.api('/api/bookings/create', { body: { ...valid(), areaId } });
    expect(ok.status).toBe(201);
    expect(ok.body.results.areaId).toBe(areaId);

    // An area in the trash is not bookable (visitors no longer see it).
    expect((await h.api(`/api/areas/delete/${areaId}`, { method: 'DELETE', token })).status).toBe(200);
    const trashed = await h.api('/api/bookings/create', { body: { ...valid(), areaId, name: 'Khách sau' } });
    expect(trashed.status).toBe(400);
    expect(trashed.body.error.fields).toHaveProperty('areaId');
  });

  it('books only published events that take bookings', async () => {
    const past = new Date(Date.now() - 3600_000);
    const base = { titleVi: 'Đêm nhạc', startAt: new Date(Date.now() + 5 * 86_400_000) };
    const bookable = await insertRaw('events', {
      ...base,
      slug: 'open',
      status: 'published',
      publishedAt: past,
      bookingEnabled: true,
    });
    const closed = await insertRaw('events', {
      ...base,
      slug: 'closed',
      status: 'published',
      publishedAt: past,
      bookingEnabled: false,
    });
    const draft = await insertRaw('events', {
      ...base,
      slug: 'draft',
      status: 'draft',
      bookingEnabled: true,
    });
    for (const eventId of [closed, draft, '000000000000000000000000']) {
      const res = await h.api('/api/bookings/create', { body: { ...valid(), eventId } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('eventId');
    }
    const ok = await h.api('/api/bookings/create', { body: { ...valid(), eventId: bookable } });
    expect(ok.status).toBe(201);
    expect(ok.body.results.eventId).toBe(bookable);

    // Which events take bookings is read from the cache: staff closing or publishing one counts at once.
    const { accessToken: token } = await h.signIn('editor');
    const book = (eventId: string) => h.api('/api/bookings/create', { body: { ...valid(), eventId } });
    const edit = await h.api(`/api/events/${bookable}`, {
      method: 'PUT',
      body: { bookingEnabled: false },
      token,
    });
    expect(edit.status).toBe(200);
    expect((await book(bookable)).status).toBe(400);
    expect((await h.api(`/api/events/publish/${draft}`, { method: 'PUT', token })).status).toBe(200);
    expect((await book(draft)).status).toBe(201);
  });

  it('lists bookings for staff only, newest first, filtered by status and paginated', async () => {
    expect((await h.api('/api/bookings/all')).status).toBe(401);
    expect((await h.api('/api/bookings/all', { token: 'garbage' })).status).toBe(401);
    const { accessToken } = await h.signIn('editor');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.api('/api/bookings/create', { body: { ...valid(), name: `Khách ${i}` } });
      ids.push(res.body.results._id);
    }
    const confirmed = await h.api(`/api/bookings/status/${ids[0]}`, {
      method: 'PUT',
      body: { status: 'confirmed' },
      token: accessToken,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.results.status).toBe('confirmed');

    const onlyConfirmed = await h.api('/api/bookings/all?status=confirmed', { token: accessToken });
    expect(onlyConfirmed.status).toBe(200);
    expect(onlyConfirmed.body.results.items.map((b: { _id: string }) => b._id)).toEqual([ids[0]]);
    expect(onlyConfirmed.body.results.total).toBe(1);

    const page1 = await h.api('/api/bookings/all?page=1&pageSize=2', { token: accessToken });
    const page2 = await h.api('/api/bookings/all?page=2&pageSize=2', { token: accessToken });
    expect(page1.body.results.items).toHaveLength(2);
    expect(page1.body.results.items[0]._id).toBe(ids[2]);
    expect(page1.body.results).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.body.results.total).toBe(page2.body.results.total);
    const seen = new Set([...page1.body.results.items, ...page2.body.results.items].map((b) => b._id));
    expect(seen.size).toBe(page1.body.results.items.length + page2.body.results.items.length);

    const bad = await h.api('/api/bookings/all?status=lost&pageSize=1000', { token: accessToken });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['pageSize', 'status']);
  });

  it('changes the status: 401 without token, 400 for an unknown status, 404 for unknown ids', async () => {
    const created = await h.api('/api/bookings/create', { body: valid() });
    const id = created.body.results._id;
    const anonymous = await h.api(`/api/bookings/status/${id}`, {
      method: 'PUT',
      body: { status: 'confirmed' },
    });
    expect(anonymous.status).toBe(401);
    const { accessToken } = await h.signIn('editor');
    const bad = await h.api(`/api/bookings/status/${id}`, {
      method: 'PUT',
      body: { status: 'done' },
      token: accessToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('status');
    for (const missing of ['000000000000000000000000', 'nope']) {
      const res = await h.api(`/api/bookings/status/${missing}`, {
        method: 'PUT',
        body: { status: 'cancelled' },
        token: accessToken,
      });
      expect(res.status).toBe(404);
    }
    const ok = await h.api(`/api/bookings/status/${id}`, {
      method: 'PUT',
      body: { status: 'cancelled' },
      token: accessToken,
    });
    expect(ok.body.results).toMatchObject({ _id: id, status: 'cancelled' });
  });
});

describe('bookings over GraphQL', () => {
  const FIELDS = '_id name phone email date timeSlot guests areaId eventId note language status';

  it('takes a public booking and returns the same data as REST', async () => {
    const res = await h.gql(
      `mutation($input: BookingInput!) { createBooking(input: $input) { ${FIELDS} } }`,
      {
        input: valid(),
      },
    );
    expect(res.status).toBe(200);
    const booking = res.body.data.createBooking;
    expect(booking.status).toBe('new');
    const { accessToken } = await h.signIn('editor');
    const rest = await h.api('/api/bookings/all?status=new&pageSize=100', { token: accessToken });
    const same = rest.body.results.items.find((b: { _id: string }) => b._id === booking._id);
    const picked = Object.fromEntries(FIELDS.split(' ').map((k) => [k, same[k]]));
    expect(picked).toEqual(booking);
  });

  it('names invalid fields with BAD_USER_INPUT', async () => {
    const res = await h.gql('mutation($input: BookingInput!) { createBooking(input: $input) { _id } }', {
      input: { ...valid(), guests: 0, date: '2001-01-01' },
    });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.body.errors[0].extensions.fields).sort()).toEqual(['date', 'guests']);
  });

  it('lists, counts and updates bookings for staff only', async () => {
    const anon = await h.gql('{ bookings { total } }');
    expect(anon.status).toBe(401);
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await h.gql('{ inboxCounts { newBookings } }')).status).toBe(401);
    const setAnon = await h.gql(
      'mutation { setBookingStatus(id: "000000000000000000000000", status: confirmed) { _id } }',
    );
    expect(setAnon.status).toBe(401);

    const { accessToken } = await h.signIn('editor');
    const before = await h.gql('{ inboxCounts { newBookings unhandledMessages } }', {}, accessToken);
    const created = await h.gql('mutation($input: BookingInput!) { createBooking(input: $input) { _id } }', {
      input: valid(),
    });
    const id = created.body.data.createBooking._id;
    const after = await h.gql('{ inboxCounts { newBookings unhandledMessages } }', {}, accessToken);
    expect(after.body.data.inboxCounts.newBookings).toBe(before.body.data.inboxCounts.newBookings + 1);

    const set = await h.gql(
      'mutation($id: ID!) { setBookingStatus(id: $id, status: confirmed) { _id status } }',
      { id },
      accessToken,
    );
    expect(set.body.data.setBookingStatus).toEqual({ _id: id, status: 'confirmed' });
    const list = await h.gql(
      '{ bookings(status: confirmed, pageSize: 50) { total page pageSize items { _id status } } }',
      {},
      accessToken,
    );
    expect(list.body.data.bookings.items.map((b: { _id: string }) => b._id)).toContain(id);
    expect(list.body.data.bookings.pageSize).toBe(50);

    const missing = await h.gql(
      'mutation { setBookingStatus(id: "000000000000000000000000", status: confirmed) { _id } }',
      {},
      accessToken,
    );
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
  it('resolves the booked area and event for staff', async () => {
    const { accessToken } = await h.signIn('admin');
    const area = await h.api('/api/areas/create', {
      body: { nameVi: 'Sân khấu ngoài trời' },
      token: accessToken,
    });
    expect(area.status).toBe(201);
    const event = await h.api('/api/events/create', {
      body: {
        titleVi: 'Đêm nhạc Trịnh',
        startAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        areaId: area.body.results._id,
        bookingEnabled: true,
        status: 'published',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
      token: accessToken,
    });
    expect(event.status).toBe(201);
    const created = await h.gql(
      'mutation($input: BookingInput!) { createBooking(input: $input) { _id area { slug } event { slug } } }',
      { input: { ...valid(), areaId: area.body.results._id, eventId: event.body.results._id } },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createBooking.area.slug).toBe(area.body.results.slug);
    expect(created.body.data.createBooking.event.slug).toBe(event.body.results.slug);
    const list = await h.gql(
      '{ bookings(pageSize: 100) { items { _id area { _id } event { _id titleVi } } } }',
      {},
      accessToken,
    );
    const found = list.body.data.bookings.items.find(
      (b: { _id: string }) => b._id === created.body.data.createBooking._id,
    );
    expect(found.area._id).toBe(area.body.results._id);
    expect(found.event).toEqual({ _id: event.body.results._id, titleVi: 'Đêm nhạc Trịnh' });
  });
});
