import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mongo } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';
import { allDocuments, embeddedDocuments, forgetEmbeddedFiles, useEmbeddedFiles } from './embedded-read.ts';

const { Binary, BSONRegExp, Double, Int32, Long, MongoClient, ObjectId, Timestamp } = mongo;

// A FerretDB of its own (the shared test database may be MongoDB or another machine's).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-embedded-read-'));
let db: EmbeddedDatabase;
let client: InstanceType<typeof MongoClient>;

beforeAll(async () => {
  db = await startEmbeddedDatabase({ dataDir });
  client = await MongoClient.connect(db.uri);
  useEmbeddedFiles(dataDir, 'reads');
}, 60_000);

afterAll(async () => {
  forgetEmbeddedFiles();
  await client?.close();
  await db?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function collect(docs: AsyncIterable<Record<string, unknown>>) {
  const out: Record<string, unknown>[] = [];
  for await (const doc of docs) out.push(doc);
  return out.sort((a, b) => String(a._id).localeCompare(String(b._id)));
}

describe("reading a collection from the embedded FerretDB's file", () => {
  it('gives every document as the driver does, with every type the inboxes store', async () => {
    const things = client.db('reads').collection('things');
    const docs = [
      {
        _id: new ObjectId(),
        name: 'Đặng Hải Hà — "bàn" gần sân khấu\n',
        guests: new Int32(4),
        big: Long.fromNumber(2 ** 40),
        price: new Double(12.5),
        whole: new Double(3),
        at: new Date('2026-11-27T10:00:00.123Z'),
        held: false,
        none: null,
        eventId: new ObjectId(),
        nested: { area: { slug: 'san-vuon', order: 2 }, tags: ['a', 1, true, null, { x: [new Date(0)] }] },
        empty: {},
        list: [],
      },
      // Many more than a batch of the reader (2,000), in more than one turn.
      ...Array.from({ length: 4500 }, (_, n) => ({ _id: new ObjectId(), n, status: ['new', 'done'][n % 2] })),
    ];
    await things.insertMany(docs);
    const expected = await collect(things.find({}));
    const read = await collect(embeddedDocuments('things')!);
    expect(read).toHaveLength(docs.length);
    expect(read).toEqual(expected);
    expect(read.find((d) => d.name)).toMatchObject({
      guests: 4,
      big: 2 ** 40,
      whole: 3,
      held: false,
      none: null,
    });
  });

  it('is not used for another database, an unknown collection or once forgotten', async () => {
    expect(embeddedDocuments('no-such-collection')).toBeUndefined();
    forgetEmbeddedFiles();
    expect(embeddedDocuments('things')).toBeUndefined();
    useEmbeddedFiles(dataDir, 'another');
    expect(embeddedDocuments('things')).toBeUndefined();
    useEmbeddedFiles(dataDir, 'reads');
  });

  it('reads through FerretDB when a stored value cannot be given exactly, each document at least once', async () => {
    const marks = client.db('reads').collection('marks');
    // A timestamp (64 bits) would lose digits through JSON.parse; binary data and patterns are not
    // read from the file either. The first comes after a whole batch has been given.
    await marks.insertMany([
      ...Array.from({ length: 2500 }, (_, n) => ({ _id: new ObjectId(), n })),
      { _id: new ObjectId(), stamp: new Timestamp({ t: 1_800_000_000, i: 7 }) },
      { _id: new ObjectId(), photo: new Binary(Buffer.from([0, 1, 250]), 0) },
      { _id: new ObjectId(), pattern: new BSONRegExp('^ve?nue$', 'i') },
    ]);
    await expect(collect(embeddedDocuments('marks')!)).rejects.toThrow(/not read here/);
    let queried = 0;
    const byId = new Map<string, Record<string, unknown>>();
    for await (const doc of allDocuments('marks', () => {
      queried++;
      return marks.find({});
    }))
      byId.set(String(doc._id), doc);
    expect(queried).toBe(1);
    expect(byId.size).toBe(2503);
    expect([...byId.values()].find((d) => d.stamp)?.stamp).toEqual(new Timestamp({ t: 1_800_000_000, i: 7 }));
  });
});
