import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningEmbeddedDatabase } from '../../db/embedded-state.ts';
import { addDays } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { freePort, startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';

/**
 * A gateway SIGKILLed right after each step of a write (lib/kill-switch.ts), on the embedded
 * database it owns, then started again: what the kill left is repaired by that start. Places left
 * are capacity minus the guests of stored bookings and open offers, every booking's status can
 * change, the waiting list is offered in turn, every mail is sent once (twice only when the kill
 * fell between the SMTP server's answer and `sent`, with one Message-ID), and the worker is idle.
 */
const { MongoClient, ObjectId } = mongoose.mongo;
type MongoClient = mongoose.mongo.MongoClient;
type Db = mongoose.mongo.Db;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-kill-'));
const ADMIN = { email: 'root@venue.test', password: 'root-password-123' };
const PLACES = 6;
const day = addDays(venueToday(), 5);
let smtp: TestSmtp;
let port = 0;
let child: ChildProcess | undefined;
let base = '';
let token = '';
let areaId = '';
let client: MongoClient | undefined;
let db: Db;

async function start(env: Record<string, string> = {}): Promise<void> {
  const proc = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server.ts')], {
    env: {
      ...process.env,
      MONGODB_URI: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      VENUE_NOTIFY_EMAIL: 'team@venue.test',
      OUTBOX_POLL_MS: '100',
      LIMIT_ADDRESS_PER_MINUTE: '100000',
      LIMIT_ADDRESS_PER_HOUR: '100000',
      LIMIT_EMAIL_PER_10_MINUTES: '100000',
      LIMIT_EMAIL_PER_DAY: '100000',
      DUPLICATE_WINDOW_SECONDS: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  child = proc;
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240 && proc.exitCode === null && proc.signalCode === null; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const embedded = await runningEmbeddedDatabase(dataDir);
  if (!embedded) throw new Error('the gateway did not start its database');
  await client?.close().catch(() => undefined);
  client = await MongoClient.connect(embedded.uri);
  db = client.db('venue');
  const login = await call('POST', '/api/auth/login', ADMIN);
  token = login.body.accessToken;
}

/** Waits for the gateway armed for `step` to kill itself, after `act` set it off. */
async function killedAfter(step: string, act: () => Promise<unknown>, env: Record<string, string> = {}) {
  await stop();
  // Killed during its start when the step comes then (a sweep's, a worker's).
  await start({ KILL_AFTER_STEP: step, ...env }).catch(() => undefined);
  const proc = child!;
  const exited = new Promise((r) =>
    (proc.exitCode ?? proc.signalCode) === null ? proc.once('exit', r) : r(null),
  );
  await act().catch(() => undefined);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  expect(proc.signalCode, `killed after ${step}`).toBe('SIGKILL');
  await client?.close().catch(() => undefined);
  client = undefined;
}

async function stop(): Promise<void> {
  if (child && child.exitCode === null && child.signalCode === null) {
    const proc = child;
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
}

async function call(method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any };
}

let seq = 0;
const book = (time: string, guests: number) =>
  call('POST', '/api/bookings/create', {
    name: `Khách ${++seq}`,
    phone: '0912345678',
    email: `k${seq}@example.com`,
    date: day,
    timeSlot: time,
    guests,
    areaId,
  });

/** What the kill may have left, repaired: the invariants that hold after any start. */
async function repaired(): Promise<void> {
  // Places: the count is the guests of the bookings and open offers that hold them.
  await expect
    .poll(
      async () => {
        const truth: Record<string, number> = {};
        for (const b of await db.collection('bookings').find({ placesHeld: true }).toArray())
          truth[b.slot] = (truth[b.slot] ?? 0) + b.guests;
        for (const e of await db.collection('waitlist').find({ status: 'offered' }).toArray())
          if (!(await db.collection('bookings').findOne({ _id: e._id })))
            truth[e.slot] = (truth[e.slot] ?? 0) + e.guests;
        const res = await call('GET', `/api/capacity/availability?areaId=${areaId}&date=${day}`);
        return Object.fromEntries(
          res.body.results.slots.map((s: { time: string; left: number }) => [
            s.time,
            s.left === PLACES - (truth[`area:${areaId}:${day}#${s.time}`] ?? 0),
          ]),
        );
      },
      { timeout: 20_000, interval: 250 },
    )
    .toEqual({ '18:00': true, '20:00': true });
  // Every booking's status can change (asked again, it is the same: 200 without a change).
  for (const b of await db.collection('bookings').find({}).toArray()) {
    const same = await call('PUT', `/api/bookings/status/${String(b._id)}`, { status: b.status });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  }
  // Every mail is sent, or withdrawn: nothing stays queued.
  await expect
    .poll(
      () => db.collection('outbox').countDocuments({ status: 'queued', kind: { $ne: 'booking-reminder' } }),
      {
        timeout: 20_000,
      },
    )
    .toBe(0);
  // The worker has nothing to do: the gateway's CPU over a second is next to nothing.
  const cpu = () => {
    const fields = fs.readFileSync(`/proc/${child!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const before = cpu();
  await new Promise((r) => setTimeout(r, 1000));
  expect(cpu() - before).toBeLessThan(15); // ticks of 10 ms: under 15 % of a core
}

/** Each Message-ID's deliveries (a mail cut off after SMTP accepted it may come twice). */
const deliveries = () => {
  const count = new Map<string, number>();
  for (const m of smtp.received) count.set(m.messageId ?? '', (count.get(m.messageId ?? '') ?? 0) + 1);
  return count;
};
const sentTwice = () => [...deliveries()].filter(([, n]) => n > 1).map(([id]) => id);

beforeAll(async () => {
  smtp = await startTestSmtp();
  port = await freePort();
  await start();
  const area = await call('POST', '/api/areas/create', { nameVi: 'Hiên' });
  areaId = area.body.results._id;
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['18:00', '20:00'] }));
  const set = await call('PUT', `/api/capacity/area/${areaId}`, {
    placesPerSlot: PLACES,
    hours,
    closures: [],
  });
  expect(set.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await stop();
  await client?.close().catch(() => undefined);
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a kill after each step of a write, then a start', { timeout: 120_000 }, () => {
  it('book: after the places are counted, the booking is not stored and the places come back', async () => {
    await killedAfter('places-taken', () => book('18:00', 2));
    await start();
    expect(await db.collection('bookings').countDocuments()).toBe(0);
    await repaired();
  });

  it('book: after the booking is stored, its mails are written by the start and sent once', async () => {
    await killedAfter('booking-stored', () => book('18:00', 2));
    await start();
    const [stored] = await db.collection('bookings').find({}).toArray();
    expect(stored).toMatchObject({ guests: 2, placesHeld: true });
    await repaired();
    const ids = [`booking-received:${String(stored!._id)}`, `booking-confirmation:${String(stored!._id)}`];
    expect(await db.collection('outbox').countDocuments({ _id: { $in: ids } as never, status: 'sent' })).toBe(
      2,
    );
    expect(sentTwice()).toEqual([]);
  });

  it('cancel: after the booking says cancelled, its places come back and the visitor is told', async () => {
    const made = await book('20:00', 2);
    expect(made.status).toBe(201);
    const id = made.body.results._id as string;
    await killedAfter('status-changed', () =>
      call('PUT', `/api/bookings/status/${id}`, { status: 'cancelled' }),
    );
    await start();
    expect(await db.collection('bookings').findOne({ _id: new ObjectId(id) })).toMatchObject({
      status: 'cancelled',
      placesHeld: false,
    });
    await repaired();
    expect(
      await db.collection('outbox').findOne({ _id: `booking-cancelled:${id}:1` as never }),
    ).toMatchObject({
      status: 'sent',
    });
    expect(await db.collection('outbox').findOne({ _id: `booking-reminder:${id}` as never })).toMatchObject({
      status: 'cancelled',
    });
    // Taken back: a status change still decides.
    expect((await call('PUT', `/api/bookings/status/${id}`, { status: 'confirmed' })).status).toBe(200);
    await repaired();
  });

  it('offer: after the entry is offered, its mail is written by the start', async () => {
    // 20:00 full (the taken-back 2 and 4 more), one waiting for 2.
    expect((await book('20:00', 4)).status).toBe(201);
    const waiting = await call('POST', '/api/waitlist/join', {
      name: 'Chờ',
      phone: '0912345678',
      email: 'wait@example.com',
      date: day,
      timeSlot: '20:00',
      guests: 2,
      areaId,
    });
    expect(waiting.status).toBe(201);
    const four = await db.collection('bookings').findOne({ guests: 4, timeSlot: '20:00' });
    await killedAfter('offer-made', () =>
      call('PUT', `/api/bookings/status/${String(four!._id)}`, { status: 'cancelled' }),
    );
    await start();
    await repaired();
    const entry = await db.collection('waitlist').findOne({ email: 'wait@example.com' });
    expect(entry).toMatchObject({ status: 'offered' });
    expect(
      await db.collection('outbox').findOne({ _id: `waitlist-offer:${String(entry!._id)}` as never }),
    ).toMatchObject({ status: 'sent' });
  });

  it('accept: after the booking is stored, the entry is booked by the sweep, places counted once', async () => {
    const entry = await db.collection('waitlist').findOne({ email: 'wait@example.com' });
    const id = String(entry!._id);
    const mail = smtp.received.find((m) => m.messageId?.includes(encodeURIComponent(`waitlist-offer:${id}`)));
    const offerToken = /\?t=([^&\s]+)/.exec(mail!.text ?? '')![1];
    await killedAfter('offer-accepted', () =>
      call('POST', `/api/waitlist/offer/${id}/accept`, { t: offerToken }),
    );
    await start();
    await repaired();
    await expect
      .poll(async () => (await db.collection('waitlist').findOne({ _id: entry!._id }))?.status)
      .toBe('booked');
    // Accepted again: the same booking.
    const again = await call('POST', `/api/waitlist/offer/${id}/accept`, { t: offerToken });
    expect(again.status).toBe(200);
    expect(again.body.results._id).toBe(id);
    await repaired();
  });

  it('lapse: after the entry expired, its places come back to the next in line', async () => {
    // 18:00: 2 of 6 taken, 4 more booked: full; one waits for 2, and gets the 2 of a cancel.
    expect((await book('18:00', 4)).status).toBe(201);
    const late = await call('POST', '/api/waitlist/join', {
      name: 'Muộn',
      phone: '0912345678',
      email: 'late@example.com',
      date: day,
      timeSlot: '18:00',
      guests: 2,
      areaId,
    });
    expect(late.status).toBe(201);
    const two = await db.collection('bookings').findOne({ guests: 2, timeSlot: '18:00' });
    expect(
      (await call('PUT', `/api/bookings/status/${String(two!._id)}`, { status: 'cancelled' })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await db.collection('waitlist').findOne({ email: 'late@example.com' }))?.status)
      .toBe('offered');
    // Three hours on (the hold is two), the start's sweep lets it lapse and is killed there.
    const later = { TEST_CLOCK_OFFSET_MS: String(3 * 3600_000) };
    await killedAfter('offer-lapsed', async () => undefined, later);
    await start(later);
    await repaired();
    expect(await db.collection('waitlist').findOne({ email: 'late@example.com' })).toMatchObject({
      status: 'expired',
    });
  });

  it('join the waiting list: after the entry is stored, its mail is written by the start', async () => {
    // 18:00 has 2 places free after the lapse: a party of 3 waits.
    const join = () =>
      call('POST', '/api/waitlist/join', {
        name: 'Ba người',
        phone: '0912345678',
        email: 'three@example.com',
        date: day,
        timeSlot: '18:00',
        guests: 3,
        areaId,
      });
    await killedAfter('waitlist-joined', join);
    await start();
    await repaired();
    const entry = await db.collection('waitlist').findOne({ email: 'three@example.com' });
    expect(entry).toMatchObject({ status: 'waiting' });
    expect(
      await db.collection('outbox').findOne({ _id: `waitlist-joined:${String(entry!._id)}` as never }),
    ).toMatchObject({ status: 'sent' });
    expect(sentTwice()).toEqual([]);
  });

  it('send: after a mail is claimed it is sent once; after SMTP took it, at most once more', async () => {
    const message = { name: 'Hà', email: 'ha@example.com', subject: 'Giờ mở cửa', message: 'Xin chào' };
    await killedAfter('mail-claimed', () => call('POST', '/api/contact/create', message));
    await start();
    await repaired();
    expect(sentTwice()).toEqual([]);
    await killedAfter('mail-sent', () =>
      call('POST', '/api/contact/create', { ...message, subject: 'Lần hai' }),
    );
    await start();
    await repaired();
    // The SMTP server answered before the kill: sent again, with the same Message-ID.
    expect(sentTwice().length).toBeLessThanOrEqual(1);
    // (A kill at start, on a mail left from before, may come before a message is stored.)
    const messages = await db.collection('contactmessages').countDocuments();
    expect(messages).toBeGreaterThanOrEqual(1);
    expect(await db.collection('outbox').countDocuments({ status: 'sent', kind: 'contact-received' })).toBe(
      messages,
    );
  });
});

describe('the database without transactions has one gateway', () => {
  it(
    'a second gateway pointed at it refuses to start, saying why in one line',
    { timeout: 60_000 },
    async () => {
      if (!client) await start();
      const embedded = await runningEmbeddedDatabase(dataDir);
      const second = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server.ts')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          MONGODB_URI: embedded!.uri,
          MONGODB_DB: 'venue',
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'venue-second-')),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'fatal',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      second.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      second.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise((r) => second.once('exit', r));
      expect(code).toBe(1);
      expect(output).toMatch(
        /Another gateway writes to this database.*several gateways need a MongoDB replica set/,
      );
      // The first one goes on.
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    },
  );
});
