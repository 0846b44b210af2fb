import { EventEmitter } from 'node:events';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../testing/harness.ts';
import { BUS_COLLECTION, BUS_GATEWAYS, busCollectionOf, startBusBridge } from './bus-bridge.ts';
import type { BusEventName } from './content-bus.ts';

const h = useGateway();

/** A gateway's bus as the bridge sees it: its own emitter and forwarder slot. */
function fakeGateway(db: () => mongoose.mongo.Db | undefined = () => mongoose.connection.db) {
  const bus = new EventEmitter();
  let forward: ((name: BusEventName, payload: unknown) => void) | undefined;
  const heard: { name: string; payload: unknown }[] = [];
  for (const name of ['contentChanged', 'bookingCreated', 'contactMessageCreated'])
    bus.on(name, (payload) => heard.push({ name, payload }));
  const bridge = startBusBridge({
    db,
    bus,
    setForwarder: (f) => {
      forward = f;
    },
    intervalMs: 0,
  });
  const publish = (name: BusEventName, payload: unknown) => {
    bus.emit(name, payload);
    forward?.(name, payload);
  };
  return { bridge, heard, publish };
}

/** The database as a bridge sees it, counting its calls by `<collection>.<method>`. */
function counting(calls: Record<string, number>, base = () => mongoose.connection.db!) {
  return () => {
    const db = base();
    return new Proxy(db, {
      get: (target, key) =>
        key === 'collection'
          ? (name: string) =>
              new Proxy(target.collection(name), {
                get: (collection, method) => {
                  const call = `${name}.${String(method)}`;
                  calls[call] = (calls[call] ?? 0) + 1;
                  const value = Reflect.get(collection, method, collection) as unknown;
                  return typeof value === 'function' ? value.bind(collection) : value;
                },
              })
          : Reflect.get(target, key, target),
    });
  };
}

/** Calls of `method` on any minute of the event log. */
const logCalls = (calls: Record<string, number>, method: string) =>
  Object.entries(calls)
    .filter(([call]) => call.startsWith(`${BUS_COLLECTION}_`) && call.endsWith(`.${method}`))
    .reduce((sum, [, n]) => sum + n, 0);

/** Entries matching `filter` in every minute of the log. */
async function logCount(filter: Record<string, unknown>, db = mongoose.connection.db!): Promise<number> {
  let count = 0;
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray())
    if (name.startsWith(`${BUS_COLLECTION}_`)) count += await db.collection(name).countDocuments(filter);
  return count;
}

describe('bus bridge between gateways on one database', () => {
  it('writes a burst of local events in one insert, in their order', async () => {
    const calls: Record<string, number> = {};
    const a = fakeGateway(counting(calls));
    const b = fakeGateway();
    for (let i = 0; i < 20; i++) a.publish('contentChanged', { type: 'event', id: `burst-${i}` });
    await new Promise((resolve) => setTimeout(resolve, 200)); // no flush: the batch goes by itself
    expect(logCalls(calls, 'insertMany') + logCalls(calls, 'insertOne')).toBe(1);
    expect(await b.bridge.poll()).toBe(20);
    expect(b.heard.map((e) => (e.payload as { id: string }).id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `burst-${i}`),
    );
    await a.bridge.stop();
    await b.bridge.stop();
    // Not for the next test.
    for (const { name } of await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray())
      if (name.startsWith(`${BUS_COLLECTION}_`)) await mongoose.connection.db!.dropCollection(name);
  });

  it('delivers what one gateway publishes to the others once, never back to itself', async () => {
    const a = fakeGateway();
    const b = fakeGateway();
    const booking = {
      _id: new mongoose.Types.ObjectId(),
      name: 'Khách',
      date: new Date('2026-12-24T00:00:00Z'),
      guests: 4,
    };
    a.publish('contentChanged', { type: 'tag', id: 't1' });
    a.publish('bookingCreated', booking);
    await a.bridge.flush();
    expect(a.heard).toHaveLength(2);

    expect(await b.bridge.poll()).toBe(2);
    expect(b.heard).toEqual([
      { name: 'contentChanged', payload: { type: 'tag', id: 't1' } },
      { name: 'bookingCreated', payload: booking },
    ]);
    // Its own events are not read back; a second look finds nothing new.
    expect(await a.bridge.poll()).toBe(0);
    expect(await b.bridge.poll()).toBe(0);
    expect(a.heard).toHaveLength(2);

    // b answers: a hears it.
    b.publish('contactMessageCreated', { subject: 'Xin chào' });
    await b.bridge.flush();
    expect(await a.bridge.poll()).toBe(1);
    expect(a.heard.at(-1)).toEqual({ name: 'contactMessageCreated', payload: { subject: 'Xin chào' } });

    await a.bridge.stop();
    await b.bridge.stop();
    // Stopped: nothing more is shared.
    a.publish('contentChanged', { type: 'news', id: 'n1' });
    const c = fakeGateway();
    c.publish('contentChanged', { type: 'area', id: 'a1' });
    await c.bridge.flush();
    expect(await logCount({ 'payload.id': 'a1' })).toBe(1);
    expect(await logCount({ 'payload.id': 'n1' })).toBe(0);
    await c.bridge.stop();
  });

  it('alone, a look does not read the event log; it does once another gateway is there', async () => {
    // A database of their own: the gateway under test shares this suite's one, and is there.
    const own = () => mongoose.connection.getClient().db(`${mongoose.connection.db!.databaseName}-bus-alone`);
    const calls: Record<string, number> = {};
    const a = fakeGateway(counting(calls, own));
    await a.bridge.flush(); // its presence is written
    for (let i = 0; i < 3; i++) expect(await a.bridge.poll()).toBe(0);
    expect(logCalls(calls, 'find')).toBe(0);

    // Another gateway starts: it says it is there before it publishes, and a hears it.
    const b = fakeGateway(own);
    b.publish('contentChanged', { type: 'event', id: 'while-a-was-alone' });
    await b.bridge.flush();
    expect(await a.bridge.poll()).toBe(1);
    const reads = logCalls(calls, 'find'); // one a minute of the look's window
    expect(reads).toBeGreaterThan(0);
    expect(a.heard.map((e) => e.payload)).toEqual([{ type: 'event', id: 'while-a-was-alone' }]);

    // b stops: a is alone again and stops reading the log.
    await b.bridge.stop();
    expect(await a.bridge.poll()).toBe(0);
    expect(logCalls(calls, 'find')).toBe(reads);
    await a.bridge.stop();
    expect(await own().collection(BUS_GATEWAYS).countDocuments({})).toBe(0);
    await own().dropDatabase();
  });

  it('drops minutes of the log older than a minute whole, without a scanning delete', async () => {
    const own = () => mongoose.connection.getClient().db(`${mongoose.connection.db!.databaseName}-bus-drop`);
    const entry = (at: number, id: string) => ({
      _id: id as never,
      origin: 'gone-gateway',
      seq: 0,
      name: 'contentChanged',
      payload: { type: 'tag', id },
      at: new Date(at),
    });
    const now = Date.now();
    await own()
      .collection(busCollectionOf(now - 3 * 60_000))
      .insertOne(entry(now - 3 * 60_000, 'old'));
    await own().collection(busCollectionOf(now)).insertOne(entry(now, 'current'));
    await own().collection(BUS_COLLECTION).insertOne(entry(now, 'one-collection log')); // before 27 Nov
    const calls: Record<string, number> = {};
    const a = fakeGateway(counting(calls, own));
    await a.bridge.poll(); // the first look cleans up
    expect(
      await own()
        .collection(busCollectionOf(now - 3 * 60_000))
        .countDocuments({}),
    ).toBe(0);
    expect(await logCount({}, own())).toBe(1);
    const left = await own().listCollections({}, { nameOnly: true }).toArray();
    expect(left.map((c) => c.name)).not.toContain(BUS_COLLECTION);
    expect(logCalls(calls, 'deleteMany')).toBe(0);
    await a.bridge.stop();
    await own().dropDatabase();
  });

  it('a write on another gateway reaches the cached public answers within a second or two', async () => {
    const token = (await h.signIn('editor')).accessToken;
    const created = await h.api('/api/tags/create', {
      body: { nameVi: 'Nhạc sống', nameEn: 'Live music' },
      token,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.results._id as string;
    const names = async () =>
      ((await h.api('/api/tags/all')).body.results as { _id: string; nameEn: string }[]).find(
        (t) => t._id === id,
      )?.nameEn;
    expect(await names()).toBe('Live music');
    expect(await names()).toBe('Live music'); // now answered from the cache (hot lane)

    // Another gateway renames the tag in the shared database and shares the change.
    await mongoose.connection
      .db!.collection('tags')
      .updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: { nameEn: 'Jazz nights' } });
    expect(await names(), 'still cached until the change arrives').toBe('Live music');
    // As a gateway does: it says it is there, then writes its event.
    await mongoose.connection
      .db!.collection(BUS_GATEWAYS)
      .updateOne({ _id: 'another-gateway' as never }, { $set: { seen: new Date() } }, { upsert: true });
    await mongoose.connection.db!.collection(busCollectionOf(Date.now())).insertOne({
      _id: 'other-gateway-1' as never,
      origin: 'another-gateway',
      seq: 0,
      name: 'contentChanged',
      payload: { type: 'tag', id },
      at: new Date(),
    });
    const deadline = Date.now() + 5000;
    let seen = await names();
    while (seen !== 'Jazz nights' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await names();
    }
    expect(seen).toBe('Jazz nights');
  });
});
