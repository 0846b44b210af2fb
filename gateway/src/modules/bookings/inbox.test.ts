import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ferretVersionMismatch, FERRETDB_VERSION } from '../../db/embedded.ts';
import { startBusBridge } from '../../lib/bus-bridge.ts';
import type { Inbox, InboxDoc } from '../../lib/inbox.ts';
import { cursorField } from '../../lib/cursor.ts';
import { useGateway } from '../../testing/harness.ts';
import { contactInbox } from '../contact/contact.service.ts';
import { BookingModel } from './bookings.model.ts';
import { bookingsInbox } from './bookings.service.ts';
import { todayInVietnam } from './bookings.schemas.ts';

const h = useGateway();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-inbox-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshFile = () => path.join(dir, `inbox-${files++}.sqlite`);

const booking = (i: number) => ({
  name: `Khách ${i}`,
  phone: '0912345678',
  email: `khach${i}@example.com`,
  date: todayInVietnam(new Date(Date.now() + 3 * 86_400_000)),
  timeSlot: '19:30',
  guests: 2,
});

async function create(i: number): Promise<string> {
  const res = await h.api('/api/bookings/create', { body: booking(i) });
  expect(res.status).toBe(201);
  return res.body.results._id as string;
}

/** The database's own answer, newest first. */
async function stored(collection: string, filter: Record<string, unknown> = {}) {
  const docs = await mongoose.connection
    .db!.collection(collection)
    .find(filter, { projection: { _id: 1 } })
    .sort({ createdAt: -1, _id: -1 })
    .toArray();
  return docs.map((d) => String(d._id));
}

/** Every id of an inbox, a page at a time by cursor (or by number). */
async function walk<Doc extends InboxDoc>(inbox: Inbox<Doc>, state?: string, byNumber = false) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 1; page < 1000; page++) {
    const answer = await inbox.page({
      state,
      page,
      pageSize: 7,
      after: after && !byNumber ? cursorField.parse(after) : undefined,
    });
    ids.push(...answer.items.map((d) => d._id));
    if (!answer.nextCursor) return ids;
    after = answer.nextCursor;
  }
  throw new Error('no last page');
}

/** A SQLite index in a file of its own, or the database's queries, following `events`. */
async function opened(file?: string, events = new EventEmitter()) {
  const inbox = bookingsInbox(events);
  if (file) {
    await inbox.open(file);
    await inbox.settled();
  }
  return inbox;
}

describe('the staff inbox', () => {
  it('agrees with the database after creates and status changes: index, queries and another gateway', async () => {
    const { accessToken } = await h.signIn('editor');
    // Another gateway: its own bus, bridged to the shared database like a real replica.
    const events = new EventEmitter();
    const bridge = startBusBridge({
      db: () => mongoose.connection.db,
      bus: events,
      setForwarder: () => undefined,
      intervalMs: 0,
    });
    const theirs = await opened(freshFile(), events);
    const theirMessages = contactInbox(events);
    await theirMessages.open(freshFile());
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await create(i));
    for (const id of ids.slice(0, 7)) {
      const res = await h.api(`/api/bookings/status/${id}`, {
        method: 'PUT',
        body: { status: 'confirmed' },
        token: accessToken,
      });
      expect(res.status).toBe(200);
    }
    const message = await h.api('/api/contact/create', {
      body: { name: 'An', email: 'an@example.com', subject: 'Hỏi', message: 'Xin chào' },
    });
    expect(message.status).toBeLessThan(300);

    const all = await stored('bookings');
    const confirmed = await stored('bookings', { status: 'confirmed' });
    // This gateway's REST pages (its SQLite index) are the database's order, filtered ones too.
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await h.api(`/api/bookings/all?page=${page}&pageSize=10`, { token: accessToken });
      expect(res.body.results.total).toBe(all.length);
      pages.push(...res.body.results.items.map((b: { _id: string }) => b._id));
    }
    expect(pages).toEqual(all);
    const filtered = await h.api('/api/bookings/all?status=confirmed&pageSize=100', { token: accessToken });
    expect(filtered.body.results.items.map((b: { _id: string }) => b._id)).toEqual(confirmed);
    expect(filtered.body.results.total).toBe(7);

    // The database's own queries give the same pages.
    const queries = await opened();
    expect(queries.status().state).toBe('database');
    expect(await walk(queries)).toEqual(all);
    expect(await walk(queries, 'confirmed', true)).toEqual(confirmed);
    expect(await queries.count('new')).toBe(all.length - 7);

    // The other gateway hears every write through the shared bus.
    await expect
      .poll(async () => {
        await bridge.poll();
        return [await theirs.count('confirmed'), await walk(theirs)];
      })
      .toEqual([7, all]);
    expect(await walk(theirs, 'new')).toEqual(await stored('bookings', { status: 'new' }));
    await expect
      .poll(async () => {
        await bridge.poll();
        return (await theirMessages.page({ page: 1, pageSize: 10 })).items.map((m) => m._id);
      })
      .toEqual(await stored('contactmessages'));
    await bridge.stop();
    theirs.close();
    theirMessages.close();
  });

  it('filters by days and by area the same way on the index and on the database', async () => {
    const admin = (await h.signIn('admin')).accessToken;
    const area = (await h.api('/api/areas/create', { body: { nameVi: 'Sân vườn' }, token: admin })).body
      .results._id;
    const later = todayInVietnam(new Date(Date.now() + 9 * 86_400_000));
    for (let i = 0; i < 6; i++) {
      const res = await h.api('/api/bookings/create', {
        body: {
          ...booking(800 + i),
          date: i % 2 ? later : booking(0).date,
          areaId: i < 4 ? area : undefined,
        },
      });
      expect(res.status).toBe(201);
    }
    const index = await opened(freshFile());
    const queries = await opened();
    const db = mongoose.connection.db!.collection('bookings');
    const cases = [
      [{ from: later, to: later }, { date: later }],
      [{ ref: `area:${area}` }, { areaId: new mongoose.Types.ObjectId(area) }],
      [
        { ref: `area:${area}`, from: later },
        { areaId: new mongoose.Types.ObjectId(area), date: { $gte: later } },
      ],
    ] as const;
    for (const [filter, stored] of cases) {
      const expected = (await db.find(stored).sort({ createdAt: -1, _id: -1 }).toArray()).map((d) =>
        String(d._id),
      );
      expect(expected.length).toBeGreaterThan(0);
      for (const inbox of [index, queries]) {
        expect(await inbox.count(filter)).toBe(expected.length);
        const all: string[] = [];
        for await (const b of inbox.documents(filter)) all.push(b._id);
        expect(all).toEqual(expected);
        expect((await inbox.page({ ...filter, page: 1, pageSize: 100 })).items.map((b) => b._id)).toEqual(
          expected,
        );
      }
    }
    index.close();
  });

  it('pages never repeat or skip a booking while bookings arrive', async () => {
    for (let i = 0; i < 30; i++) await create(200 + i);
    const index = await opened(freshFile(), (await import('../../lib/content-bus.ts')).bus);
    const queries = await opened();
    for (const inbox of [index, queries]) {
      const before = await stored('bookings');
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const answer: Awaited<ReturnType<typeof inbox.page>> = await inbox.page({
          page: 1,
          pageSize: 6,
          after: after ? cursorField.parse(after) : undefined,
        });
        seen.push(...answer.items.map((b) => b._id));
        // Newer bookings arrive in front of the pages already read.
        await create(300 + seen.length + (inbox === index ? 0 : 1000));
        if (!answer.nextCursor) break;
        after = answer.nextCursor;
      }
      expect(seen).toEqual(before);
    }
    index.close();
  });

  it('is rebuilt from the database when new, not closed cleanly, or holding other documents', async () => {
    const file = freshFile();
    const first = await opened(file);
    expect(first.status().state).toBe('index');
    expect(await walk(first)).toEqual(await stored('bookings'));
    first.close();

    // Written by hand in the database while the gateway was stopped: the counts differ at start.
    const gone = await BookingModel.findOne({}).lean<{ _id: unknown }>();
    await BookingModel.deleteOne({ _id: gone!._id });
    const imported = await BookingModel.create({
      ...booking(999),
      status: 'confirmed',
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    });
    await BookingModel.create({ ...booking(998), status: 'new' });
    const second = await opened(file);
    expect(await walk(second)).toEqual(await stored('bookings'));
    expect(await walk(second)).toContain(String(imported._id));
    expect(await second.count('confirmed')).toBe((await stored('bookings', { status: 'confirmed' })).length);

    // Not closed (the process died): a change the index never saw, which leaves the counts equal,
    // is there after the next start.
    await BookingModel.updateOne({ _id: imported._id }, { $set: { status: 'cancelled' } });
    const third = await opened(file);
    expect(await walk(third)).toEqual(await stored('bookings'));
    expect((await third.document(String(imported._id)))?.status).toBe('cancelled');
    expect(await third.count('confirmed')).toBe((await stored('bookings', { status: 'confirmed' })).length);
    second.close();
    third.close();
  });

  it('after a SIGKILL between the database write and the index write, restarts in agreement', async () => {
    const file = freshFile();
    (await opened(file)).close();
    const db = mongoose.connection.db!;
    const script = `
      import mongoose from 'mongoose';
      import { bookingsInbox } from ${JSON.stringify(path.resolve(import.meta.dirname, 'bookings.service.ts'))};
      import { BookingModel } from ${JSON.stringify(path.resolve(import.meta.dirname, 'bookings.model.ts'))};
      await mongoose.connect(process.env.URI, { dbName: process.env.DB });
      const inbox = bookingsInbox();
      await inbox.open(process.env.FILE);
      await inbox.settled();
      const doc = await BookingModel.create(JSON.parse(process.env.BOOKING));
      process.stdout.write(String(doc._id));
      process.kill(process.pid, 'SIGKILL');
      inbox.put(doc.toObject());
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        URI: inject('mongoUri'),
        DB: db.databaseName,
        FILE: file,
        BOOKING: JSON.stringify({ ...booking(555), name: 'Killed before the index' }),
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const signal = await new Promise((resolve) => child.once('exit', (_code, s) => resolve(s)));
    expect(signal, err).toBe('SIGKILL');
    expect(out).toMatch(/^[0-9a-f]{24}$/);
    const after = await opened(file);
    expect((await after.document(out))?.name).toBe('Killed before the index');
    expect(await walk(after)).toEqual(await stored('bookings'));
    after.close();
  });

  it('says in one line when the FerretDB running is not the one it is built with', async () => {
    const db = mongoose.connection.db!;
    const info = await db.admin().command({ buildInfo: 1 });
    if (typeof info.ferretdbVersion !== 'string') return; // MongoDB: nothing to compare
    expect(info.ferretdbVersion).toBe(FERRETDB_VERSION);
    expect(await ferretVersionMismatch(db)).toBeUndefined();
    const line = await ferretVersionMismatch(db, 'v1.99.0');
    expect(line).toContain(`FerretDB ${FERRETDB_VERSION} is running`);
    expect(line).toContain('v1.99.0');
    expect(line).not.toContain('\n');
  });

  it('on MongoDB, pages and counts are answered by the declared indexes (explain)', async () => {
    const db = mongoose.connection.db!;
    const info = await db.admin().command({ buildInfo: 1 });
    if (typeof info.ferretdbVersion === 'string') return; // FerretDB's plans name no indexes
    const plan = async (filter: Record<string, unknown>) =>
      JSON.stringify(
        await BookingModel.find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip(20)
          .limit(21)
          .explain('queryPlanner'),
      );
    for (const filter of [{}, { status: 'new' }]) {
      const text = await plan(filter);
      expect(text).toContain('IXSCAN');
      expect(text).not.toContain('"stage":"SORT"');
      expect(text).not.toContain('COLLSCAN');
    }
  });
});
