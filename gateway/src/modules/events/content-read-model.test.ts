import { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { startBusBridge } from '../../lib/bus-bridge.ts';
import type { BusEventName } from '../../lib/content-bus.ts';
import { at, DAY, HOUR, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import { newsReadModel } from '../news/news.service.ts';
import { eventsReadModel, listEvents } from './events.service.ts';

const h = useGateway();

/** A second gateway's view: its own bus and read models, bridged to the shared database. */
function otherGateway() {
  const events = new EventEmitter();
  let forward: ((name: BusEventName, payload: unknown) => void) | undefined;
  const bridge = startBusBridge({
    db: () => mongoose.connection.db,
    bus: events,
    setForwarder: (next) => (forward = next),
    intervalMs: 0,
  });
  return {
    events: eventsReadModel(events),
    news: newsReadModel(events),
    bridge,
    /** Publishes a change as a write on that gateway would. */
    publish: (type: 'event' | 'news', id: string) => forward?.('contentChanged', { type, id }),
  };
}

type Row = { id: string; title: string; status: string; publishedAt: number | null };
const row = (d: Record<string, any>): Row => ({
  id: String(d._id),
  title: d.titleVi,
  status: d.status,
  publishedAt: d.publishedAt ? new Date(d.publishedAt).getTime() : null,
});
const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : 1);

/** What the database holds outside the trash (deleted items keep `deletedAt`), as rows in id order. */
async function stored(collection: 'events' | 'news'): Promise<Row[]> {
  const docs = await mongoose.connection.db!.collection(collection).find({}).toArray();
  return docs
    .filter((d) => !d.deletedAt)
    .map(row)
    .sort(byId);
}

describe('the content read model', () => {
  it('agrees with the database after every kind of write, on this gateway and on another', async () => {
    const other = otherGateway();
    await Promise.all([other.events.start(), other.news.start()]);
    const { accessToken: token } = await h.signIn('editor');
    const event = async (body: Record<string, unknown>) => {
      const res = await h.api('/api/events/create', {
        body: { titleVi: `Sự kiện ${uid()}`, startAt: at(3 * DAY), status: 'published', ...body },
        token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.results._id as string;
    };
    const post = async (body: Record<string, unknown>) => {
      const res = await h.api('/api/news/create', {
        body: { titleVi: `Tin ${uid()}`, status: 'published', ...body },
        token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.results._id as string;
    };

    const upcoming = await event({});
    const past = await event({ startAt: at(-3 * DAY) });
    const draft = await event({ status: 'draft' });
    const scheduled = await event({ publishedAt: at(2 * HOUR) });
    const unpublished = await event({});
    const deleted = await event({});
    const news = [await post({}), await post({ publishedAt: at(2 * HOUR) }), await post({ status: 'draft' })];

    const put = async (path: string, body?: unknown) =>
      expect((await h.api(path, { method: 'PUT', body, token })).status).toBe(200);
    await put(`/api/events/${upcoming}`, { titleVi: 'Đổi tên' });
    await put(`/api/events/unpublish/${unpublished}`);
    await put(`/api/events/publish/${draft}`);
    await put(`/api/news/${news[0]}`, { titleVi: 'Tin đổi tên' });
    await put(`/api/news/unpublish/${news[0]}`);
    expect((await h.api(`/api/events/delete/${deleted}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await h.api(`/api/news/delete/${news[2]}`, { method: 'DELETE', token })).status).toBe(200);

    // This gateway, staff: every stored item, as stored.
    const events = await stored('events');
    expect(events.map((e) => e.id)).not.toContain(deleted);
    const staffList = await h.api('/api/events/all?pageSize=50', { token });
    expect(staffList.body.results.items.map(row).sort(byId)).toEqual(events);
    const staffNews = await h.api('/api/news/all?pageSize=50', { token });
    expect(staffNews.body.results.items.map(row).sort(byId)).toEqual(await stored('news'));

    // Visitors: what is public now; the scheduled event joins once its time has come.
    const now = Date.now();
    const publicNow = events
      .filter((e) => e.status === 'published' && e.publishedAt! <= now)
      .map((e) => e.id);
    const visitor = await listEvents({ filter: { when: 'ALL' }, pageSize: 50, now });
    expect(visitor.items.map((e) => e._id).sort()).toEqual(publicNow.sort());
    expect(publicNow).toContain(past);
    expect(publicNow).not.toContain(scheduled);
    const later = await listEvents({ filter: { when: 'ALL' }, pageSize: 50, now: now + 3 * HOUR });
    expect(later.items.map((e) => e._id)).toContain(scheduled);
    expect(later.items.find((e) => e._id === scheduled)?.scheduled).toBe(false);

    // The other gateway hears of every write through the shared bus and reads it back.
    const agreed = async () => {
      await other.bridge.poll();
      return {
        events: (await other.events.all()).map(row).sort(byId),
        news: (await other.news.all()).map(row).sort(byId),
      };
    };
    await expect.poll(agreed, { timeout: 15_000 }).toEqual({ events, news: await stored('news') });

    // A write made on the other gateway reaches this one the same way.
    await mongoose.connection
      .db!.collection('events')
      .updateOne(
        { _id: new mongoose.Types.ObjectId(past) },
        { $set: { titleVi: 'Sửa ở cổng khác', updatedAt: new Date() } },
      );
    other.publish('event', past);
    await other.bridge.flush();
    await expect
      .poll(
        async () =>
          (await h.api('/api/events/all?pageSize=50', { token })).body.results.items.find(
            (e: { _id: string }) => e._id === past,
          )?.titleVi,
        { timeout: 15_000 },
      )
      .toBe('Sửa ở cổng khác');
    await other.bridge.stop();
  });
});
