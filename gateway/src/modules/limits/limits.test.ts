import mongoose from 'mongoose';
import { beforeEach, describe, expect, it, inject } from 'vitest';
import { useGateway, useSecondGateway } from '../../testing/harness.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { todayInVietnam } from '../bookings/bookings.schemas.ts';
import { countVenueWrites, honeypotCount, resetLimiters } from './limits.service.ts';

// The real default limits: 5 a minute and 20 an hour per address, 3 per 10 minutes per email.
const h = useGateway({ defaultLimits: true });

// Every test starts with empty windows (rate-limiter-flexible's, in this gateway's memory).
beforeEach(() => resetLimiters());

let seq = 0;
const booking = (values: Record<string, unknown> = {}) => ({
  name: 'Trần Thị Bình',
  phone: '0912345678',
  email: `binh${++seq}@example.com`,
  date: todayInVietnam(new Date(Date.now() + 5 * 86_400_000)),
  timeSlot: '19:00',
  guests: 2,
  ...values,
});

const CREATE = `mutation($input: BookingInput!) { createBooking(input: $input) { _id mailHeld } }`;

async function gqlFrom(ip: string, query: string, variables: Record<string, unknown>, headers = {}) {
  const res = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

/** Places taken on an area's day, every time together (from its availability). */
async function placesTaken(areaId: string, date: string): Promise<number> {
  const res = await h.api(`/api/capacity/availability?areaId=${areaId}&date=${date}`);
  return (res.body.results.slots as { capacity: number; left: number }[]).reduce(
    (sum, s) => sum + s.capacity - s.left,
    0,
  );
}

const restFrom = (ip: string, pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  h.api(pathname, { body, headers: { 'x-forwarded-for': ip, ...headers } });

describe('limits on public writes (default settings)', () => {
  it('refuses the same flood through REST and GraphQL alike: 5 a minute per address', async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      if (i % 2) statuses.push((await gqlFrom(ip, CREATE, { input: booking() })).status);
      else statuses.push((await restFrom(ip, '/api/bookings/create', booking())).status);
    }
    expect(statuses).toEqual([201, 200, 201, 200, 201, 429, 429, 429]);

    const rest = await restFrom(ip, '/api/bookings/create', booking());
    expect(rest.status).toBe(429);
    // The minute's window opened with the first of them.
    const wait = Number(rest.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(40);
    expect(wait).toBeLessThanOrEqual(60);
    expect(rest.body.error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Bạn gửi quá nhanh\. Vui lòng thử lại sau \d+ giây\.$/),
    });
    const gql = await gqlFrom(ip, CREATE, { input: booking({ language: 'en' }) });
    expect(gql.status).toBe(429);
    expect(Number(gql.headers.get('retry-after'))).toBeLessThanOrEqual(wait);
    expect(gql.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^You are sending too quickly\. Please try again in \d+ seconds\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
    // The contact form shares the address's budget; without a form language, Accept-Language.
    const contact = await restFrom(
      ip,
      '/api/contact/create',
      { name: 'Bình', email: 'binh@example.com', subject: 'Hỏi', message: 'Xin chào' },
      { 'accept-language': 'en-GB,en;q=0.9,vi;q=0.5' },
    );
    expect(contact.status).toBe(429);
    expect(contact.body.error.message).toMatch(
      /^You are sending too quickly\. Please try again in \d+ seconds\.$/,
    );

    // A known flooder is refused before its body is even read: a broken one gets 429 too, not 400,
    // in the error handler's shape, and only after the refusal's hold (a script waits for it).
    expect(runtimeConfig().limits.refusalDelayMs).toBeGreaterThan(0);
    const sent = performance.now();
    const early = await fetch(`${h.url}/api/bookings/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: '{not json',
    });
    expect(performance.now() - sent).toBeGreaterThanOrEqual(runtimeConfig().limits.refusalDelayMs - 5);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(wait);
    expect(early.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await early.json()).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) },
    });

    // Another address is not affected.
    expect((await restFrom('203.0.113.11', '/api/bookings/create', booking())).status).toBe(201);
  });

  it('limits one email to 3 in 10 minutes from any number of addresses', async () => {
    const email = 'target@example.com';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await restFrom(
            `198.51.100.${i + 1}`,
            '/api/bookings/create',
            booking({ email, timeSlot: `1${i}:00` }),
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await mongoose.connection.db!.collection('bookings').countDocuments({ email })).toBe(3);
  });

  it("refuses a sender known over its limit before it takes a slot's places", async () => {
    const { accessToken } = await h.signIn('admin');
    const area = await h.api('/api/areas/create', { body: { nameVi: 'Hiên' }, token: accessToken });
    const areaId = area.body.results._id as string;
    const times = ['17:00', '18:00', '19:00', '20:00', '21:00'];
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times }));
    const set = await h.api(`/api/capacity/area/${areaId}`, {
      method: 'PUT',
      token: accessToken,
      body: { placesPerSlot: 40, hours, closures: [] },
    });
    expect(set.status).toBe(200);
    const email = 'porch@example.com';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await restFrom(
            `198.51.100.${20 + i}`,
            '/api/bookings/create',
            booking({ email, areaId, timeSlot: times[i] }),
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Three bookings of two: the refused ones took nothing.
    expect(await placesTaken(areaId, booking().date)).toBe(6);
  });

  it('takes the places of the same booking sent twice once: the copy gives its own back', async () => {
    const { accessToken } = await h.signIn('admin');
    const area = await h.api('/api/areas/create', { body: { nameVi: 'Gác' }, token: accessToken });
    const areaId = area.body.results._id as string;
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['19:00'] }));
    await h.api(`/api/capacity/area/${areaId}`, {
      method: 'PUT',
      token: accessToken,
      body: { placesPerSlot: 10, hours, closures: [] },
    });
    const same = booking({ areaId, guests: 3 });
    const [a, b] = await Promise.all([
      restFrom('198.51.100.40', '/api/bookings/create', same),
      restFrom('198.51.100.40', '/api/bookings/create', same),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.results._id).toBe(b.body.results._id);
    const day = await h.api(`/api/capacity/availability?areaId=${areaId}&date=${same.date}`);
    expect(day.body.results.slots[0]).toMatchObject({ time: '19:00', capacity: 10, left: 7 });
  });

  it('refuses the hits that arrive together past a limit before they take any places', async () => {
    const { accessToken } = await h.signIn('admin');
    const area = await h.api('/api/areas/create', { body: { nameVi: 'Sảnh' }, token: accessToken });
    const areaId = area.body.results._id as string;
    const times = ['16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00'];
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times }));
    await h.api(`/api/capacity/area/${areaId}`, {
      method: 'PUT',
      token: accessToken,
      body: { placesPerSlot: 40, hours, closures: [] },
    });
    // Eight at once from one address, whose limit is 5 a minute.
    const answers = await Promise.all(
      times.map((timeSlot) =>
        restFrom('203.0.113.90', '/api/bookings/create', booking({ areaId, timeSlot })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Five bookings of two: the refused ones took nothing.
    expect(await placesTaken(areaId, booking().date)).toBe(10);
  });

  it('answers a filled honeypot like a success, but stores and announces nothing', async () => {
    const before = honeypotCount();
    const { accessToken } = await h.signIn('editor');
    const total = async () =>
      (await h.api('/api/bookings/all', { token: accessToken })).body.results.total as number;
    const inboxBefore = await total();
    const res = await restFrom(
      '192.0.2.50',
      '/api/bookings/create',
      booking({ website: 'http://spam.example' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.results).toMatchObject({ status: 'new', name: 'Trần Thị Bình' });
    expect(
      await mongoose.connection
        .db!.collection('bookings')
        .findOne({ _id: new mongoose.Types.ObjectId(res.body.results._id) }),
    ).toBeNull();
    const message = await gqlFrom(
      '192.0.2.50',
      `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { _id } }`,
      { input: { name: 'Bot', email: 'bot@example.com', subject: 'x', message: 'y', website: 'z' } },
    );
    expect(message.body.data.sendContactMessage._id).toMatch(/^[a-f0-9]{24}$/);
    expect(
      await mongoose.connection
        .db!.collection('contactmessages')
        .countDocuments({ email: 'bot@example.com' }),
    ).toBe(0);
    expect(honeypotCount() - before).toBe(2);
    expect(await total()).toBe(inboxBefore);
  });

  it('holds the mails of submissions past the venue-wide hourly ceiling and tells staff', async () => {
    const { accessToken } = await h.signIn('editor');
    const held = async () =>
      (await h.gql('{ inboxCounts { mailsHeld } }', {}, accessToken)).body.data.inboxCounts.mailsHeld;
    expect(await held()).toBe(false);
    const first = await gqlFrom('192.0.2.60', CREATE, { input: booking() });
    expect(first.body.data.createBooking.mailHeld).toBe(false);
    // 199 more public writes this hour, as other visitors would have sent them.
    await countVenueWrites(199);
    const past = await gqlFrom('192.0.2.61', CREATE, { input: booking() });
    expect(past.status).toBe(200);
    expect(past.body.data.createBooking.mailHeld).toBe(true);
    const stored = await mongoose.connection.db!.collection('bookings').findOne({
      _id: new mongoose.Types.ObjectId(past.body.data.createBooking._id),
    });
    expect(stored?.mailHeld).toBe(true);
    expect(await held()).toBe(true);
  });
});

describe('duplicates (default 10-minute window)', () => {
  it('returns the first booking for the same booking sent again, at once or later', async () => {
    const same = booking({ email: 'dup@example.com', timeSlot: '20:30' });
    // Copies count against the limits too: 3 sends of one email in 10 minutes at most.
    const together = await Promise.all(
      [1, 2].map((i) => restFrom(`192.0.2.7${i}`, '/api/bookings/create', { ...same, name: `Khách ${i}` })),
    );
    const ids = new Set(together.map((r) => r.body.results._id));
    expect(together.map((r) => r.status)).toEqual([201, 201]);
    expect(ids.size).toBe(1);
    const again = await gqlFrom('192.0.2.74', CREATE, { input: same });
    expect(again.body.data.createBooking._id).toBe([...ids][0]);
    expect(
      await mongoose.connection.db!.collection('bookings').countDocuments({ email: 'dup@example.com' }),
    ).toBe(1);
  });

  it('stores another time slot of the same email, date and area as another booking', async () => {
    const first = booking({ email: 'two-slots@example.com', timeSlot: '18:00' });
    const a = await restFrom('192.0.2.76', '/api/bookings/create', first);
    const b = await restFrom('192.0.2.76', '/api/bookings/create', { ...first, timeSlot: '18:30' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.results._id).not.toBe(a.body.results._id);
  });

  it('returns the first message for an identical contact message', async () => {
    const message = { name: 'Lan', email: 'lan-dup@example.com', subject: 'Tiệc', message: 'Còn chỗ không?' };
    const first = await restFrom('192.0.2.80', '/api/contact/create', message);
    const second = await restFrom('192.0.2.80', '/api/contact/create', message);
    expect(second.body.results._id).toBe(first.body.results._id);
    expect(
      await mongoose.connection
        .db!.collection('contactmessages')
        .countDocuments({ email: 'lan-dup@example.com' }),
    ).toBe(1);
  });
});

// Several gateways share a MongoDB replica set; on the embedded database a second one refuses to
// start (db/exclusive.test.ts).
describe.skipIf(inject('dbProvider') === 'ferretdb')('a second gateway process on the same database', () => {
  const second = useSecondGateway();
  const startSecond = () =>
    second.start(8296, {
      BUS_POLL_MS: '0',
      // Believes no proxy: X-Forwarded-For from its loopback peer is the visitor's own claim.
      TRUST_PROXY: '',
    });

  /** Waits out the end of a window when it is due within the next seconds (both gateways use the wall clock). */
  async function clearOfBoundary(windowMs: number) {
    const left = windowMs - (Date.now() % windowMs);
    if (left < 8000) await new Promise((r) => setTimeout(r, left + 50));
  }

  it(
    'shares one count with this one, and ignores X-Forwarded-For from a peer it does not trust',
    { timeout: 120_000 },
    async () => {
      const second = await startSecond();
      const post = (base: string, body: unknown, ip?: string) =>
        fetch(`${base}/api/bookings/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
          body: JSON.stringify(body),
        }).then((r) => r.status);

      // One email, 3 per 10 minutes: two here, one there, then both refuse.
      await clearOfBoundary(10 * 60_000);
      const email = `shared-${Date.now()}@example.com`;
      const statuses = [
        await post(h.url, booking({ email, timeSlot: '10:00' }), '192.0.2.90'),
        await post(second, booking({ email, timeSlot: '10:30' })),
        await post(h.url, booking({ email, timeSlot: '11:00' }), '192.0.2.91'),
        await post(second, booking({ email, timeSlot: '11:30' })),
        await post(h.url, booking({ email, timeSlot: '12:00' }), '192.0.2.92'),
      ];
      expect(statuses).toEqual([201, 201, 201, 429, 429]);

      // A new X-Forwarded-For on every request does not make a new visitor of an untrusted peer.
      await clearOfBoundary(60_000);
      const spoofed = [];
      for (let i = 0; i < 7; i++) spoofed.push(await post(second, booking(), `10.9.8.${i}`));
      // All count as the loopback address (which may have sent some above, in the same minute).
      expect(spoofed.filter((s) => s === 201).length).toBeLessThanOrEqual(5);
      expect(spoofed.slice(-2)).toEqual([429, 429]);
    },
  );
});
