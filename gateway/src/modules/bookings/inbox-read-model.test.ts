import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { startBusBridge } from '../../lib/bus-bridge.ts';
import { SNAPSHOT_COLLECTION, snapshotStore } from '../../lib/read-snapshots.ts';
import { settleReadModels } from '../../lib/read-models.ts';
import { useGateway } from '../../testing/harness.ts';
import { contactInbox } from '../contact/contact.service.ts';
import { bookingsInbox } from './bookings.service.ts';
import { todayInVietnam } from './bookings.schemas.ts';

const h = useGateway();

/** A second gateway's view: its own bus, bridged to the shared database like a real replica. */
function otherGateway() {
  const events = new EventEmitter();
  const bridge = startBusBridge({
    db: () => mongoose.connection.db,
    bus: events,
    setForwarder: () => undefined,
    intervalMs: 0,
  });
  return { bookings: bookingsInbox(events), messages: contactInbox(events), bridge };
}

const booking = (i: number) => ({
  name: `Khách ${i}`,
  phone: '0912345678',
  email: `khach${i}@example.com`,
  date: todayInVietnam(new Date(Date.now() + 3 * 86_400_000)),
  timeSlot: '19:30',
  guests: 2,
});

/** The database's own answer, newest first. */
async function stored(collection: string, filter: Record<string, unknown> = {}) {
  const docs = await mongoose.connection
    .db!.collection(collection)
    .find(filter, { projection: { _id: 1 } })
    .sort({ createdAt: -1, _id: -1 })
    .toArray();
  return docs.map((d) => String(d._id));
}

describe('the inbox read model', () => {
  it('agrees with the database after creates and status changes, on this gateway and another', async () => {
    const other = otherGateway();
    await Promise.all([other.bookings.start(), other.messages.start()]);
    const { accessToken } = await h.signIn('editor');
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await h.api('/api/bookings/create', { body: booking(i) });
      expect(res.status).toBe(201);
      ids.push(res.body.results._id);
    }
    for (const id of ids.slice(0, 7))
      expect(
        (
          await h.api(`/api/bookings/status/${id}`, {
            method: 'PUT',
            body: { status: 'confirmed' },
            token: accessToken,
          })
        ).status,
      ).toBe(200);
    const message = await h.api('/api/contact/create', {
      body: { name: 'An', email: 'an@example.com', subject: 'Hỏi', message: 'Xin chào' },
    });
    expect(message.status).toBeLessThan(300);

    // This gateway: the REST pages are the database's order, and so are the filtered ones.
    const all = await stored('bookings');
    const confirmed = await stored('bookings', { status: 'confirmed' });
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

    // The other gateway hears every write through the shared bus.
    // (The writing gateway sends its bus events in batches: look until they have all arrived.)
    for (let i = 0; i < 50 && other.bookings.count('confirmed') < 7; i++) {
      await other.bridge.poll();
      await new Promise((r) => setTimeout(r, 100));
    }
    const theirs = await other.bookings.page({ page: 1, pageSize: 100 });
    expect(theirs.items.map((b) => b._id)).toEqual(all);
    expect(other.bookings.count('confirmed')).toBe(7);
    expect(other.bookings.count('new')).toBe(all.length - 7);
    const messages = await stored('contactmessages');
    await expect
      .poll(async () => {
        await other.bridge.poll();
        return (await other.messages.page({ page: 1, pageSize: 10 })).items.map((m) => m._id);
      })
      .toEqual(messages);
    await other.bridge.stop();
  });

  it('a gateway started later loads what the database holds', async () => {
    const fresh = otherGateway();
    await fresh.bookings.start();
    expect((await fresh.bookings.page({ page: 1, pageSize: 100 })).items.map((b) => b._id)).toEqual(
      await stored('bookings'),
    );
    await fresh.bridge.stop();
  });

  it('starts from its snapshot plus what changed since, and in full when the snapshot is damaged', async () => {
    const { accessToken } = await h.signIn('editor');
    const create = async (i: number) => {
      const res = await h.api('/api/bookings/create', { body: booking(100 + i) });
      expect(res.status).toBe(201);
      return res.body.results._id as string;
    };
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await create(i));

    // A gateway copies its index; a row only the copy holds will show that a start read the copy.
    const first = bookingsInbox(new EventEmitter());
    await first.start();
    const ghost = { ...(await first.document(ids[0]!))!, _id: 'f'.repeat(24), name: 'only in the snapshot' };
    first.put(ghost);
    await first.saveSnapshot();

    // After the copy: new bookings and status changes, made on this gateway.
    for (let i = 12; i < 16; i++) ids.push(await create(i));
    for (const id of ids.slice(0, 3))
      expect(
        (
          await h.api(`/api/bookings/status/${id}`, {
            method: 'PUT',
            body: { status: 'cancelled' },
            token: accessToken,
          })
        ).status,
      ).toBe(200);

    const view = async (index: ReturnType<typeof bookingsInbox>) => {
      const page = await index.page({ page: 1, pageSize: 1000 });
      return {
        ids: page.items.map((b) => String(b._id)),
        statuses: Object.fromEntries(page.items.map((b) => [String(b._id), b.status])),
        cancelled: index.count('cancelled'),
      };
    };
    const fromDb = async () => {
      const docs = await mongoose.connection.db!.collection('bookings').find({}).toArray();
      return Object.fromEntries(docs.map((d) => [String(d._id), d.status as string]));
    };

    // The public form answers before its journal entry is written (recordSoon).
    await settleReadModels();
    const second = bookingsInbox(new EventEmitter());
    await second.start();
    const seen = await view(second);
    expect(seen.ids).toContain(ghost._id); // read from the copy, not from the collection
    const db = await fromDb();
    expect({ ...seen.statuses, [ghost._id]: undefined }).toEqual({ ...db, [ghost._id]: undefined });
    expect(seen.ids.filter((id) => id !== ghost._id)).toEqual(await stored('bookings'));
    expect(seen.cancelled).toBe(Object.values(db).filter((s) => s === 'cancelled').length);

    // A damaged copy is not used: the next start reads the collection.
    const parts = mongoose.connection.db!.collection<{ _id: string }>(SNAPSHOT_COLLECTION);
    const head = await parts.findOne({ _id: 'bookings:head' });
    expect(head).toBeTruthy();
    await parts.updateOne(
      { _id: `bookings:${(head as unknown as { gen: string }).gen}:0` },
      { $set: { data: new mongoose.mongo.Binary(Buffer.from('not gzip')) } },
    );
    const third = bookingsInbox(new EventEmitter());
    await third.start();
    const full = await view(third);
    expect(full.ids).not.toContain(ghost._id);
    expect(full.statuses).toEqual(await fromDb());
    // A booking written without the gateway and dated before the (clean) copy: the count tells,
    // and the next start reads the collection.
    await third.saveSnapshot();
    const imported = new mongoose.Types.ObjectId();
    const old = new Date(Date.now() - 400 * 86_400_000);
    await mongoose.connection.db!.collection('bookings').insertOne({
      ...booking(999),
      _id: imported,
      date: '2025-10-01',
      status: 'confirmed',
      createdAt: old,
      updatedAt: old,
    });
    const fourth = bookingsInbox(new EventEmitter());
    await fourth.start();
    const counted = await view(fourth);
    expect(counted.ids).toContain(String(imported));
    expect(counted.statuses).toEqual(await fromDb());
  });

  it('writes a snapshot in parts as it is compressed, and reads it back a part at a time', async () => {
    const store = snapshotStore(() => mongoose.connection.db);
    // 5 MB that do not compress: three parts. One buffer for every piece, as the index gives them.
    const bytes = crypto.randomBytes(5 * 1024 * 1024);
    const shared = Buffer.alloc(256 * 1024);
    const pieces = function* () {
      for (let i = 0; i < bytes.length; i += shared.length) {
        const n = bytes.copy(shared, 0, i, i + shared.length);
        yield shared.subarray(0, n);
      }
    };
    await store.write('test-parts', { at: Date.now(), rows: 1, data: pieces() }, 0);
    const head = await mongoose.connection
      .db!.collection<{ _id: string; parts?: number }>(SNAPSHOT_COLLECTION)
      .findOne({ _id: 'test-parts:head' });
    expect(head?.parts).toBe(3);
    const read = await store.read('test-parts');
    const back: Buffer[] = [];
    for await (const piece of read!.data) back.push(piece);
    expect(Buffer.concat(back).equals(bytes)).toBe(true);
  });
});
