import { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { startBusBridge } from '../../lib/bus-bridge.ts';
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
});
