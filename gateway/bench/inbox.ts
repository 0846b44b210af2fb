// `node gateway/bench/inbox.ts`: an admin inbox page on the embedded FerretDB with many bookings,
// as the database pages it (sort, skip, count) and as the gateway's inbox read model does.
// BENCH_BOOKINGS (50000) bookings are inserted into a fresh data folder; figures are medians of 3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { BookingModel } from '../src/modules/bookings/bookings.model.ts';
import { bookingsInbox } from '../src/modules/bookings/bookings.service.ts';

const COUNT = Number(process.env.BENCH_BOOKINGS) || 50_000;
const PAGE_SIZE = 20;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-inbox-bench-'));
const db = await startEmbeddedDatabase({ dataDir });

/** The first run (documents not yet kept) and the median of three. */
async function timed<T>(fn: () => Promise<T>): Promise<{ first: number; median: number }> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await fn();
    runs.push(performance.now() - start);
  }
  return { first: runs[0]!, median: [...runs].sort((a, b) => a - b)[1]! };
}

try {
  await mongoose.connect(db.uri, { dbName: 'bench' });
  const start = Date.parse('2023-01-01T00:00:00Z');
  const span = Date.now() - start;
  const statuses = ['new', 'confirmed', 'confirmed', 'cancelled'];
  for (let i = 0; i < COUNT; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, COUNT - i) }, (_, j) => {
      const at = new Date(start + ((i + j) / COUNT) * span);
      return {
        name: `Khách ${i + j}`,
        phone: '0912345678',
        email: `khach${i + j}@example.com`,
        date: at.toISOString().slice(0, 10),
        timeSlot: '19:30',
        guests: 2,
        note: 'Bàn gần sân khấu',
        language: 'vi',
        status: statuses[(i + j) % statuses.length],
        createdAt: at,
        updatedAt: at,
      };
    });
    await BookingModel.collection.insertMany(batch);
  }

  const database = async (filter: Record<string, unknown>, page: number) =>
    Promise.all([
      BookingModel.find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * PAGE_SIZE)
        .limit(PAGE_SIZE)
        .lean(),
      BookingModel.countDocuments(filter),
    ]);
  const index = bookingsInbox();
  const loadStart = performance.now();
  await index.start();
  const loadMs = performance.now() - loadStart;

  const lastPage = Math.floor(COUNT / PAGE_SIZE / 2);
  const rows: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    ['first page', () => database({}, 1), () => index.page({ page: 1, pageSize: PAGE_SIZE })],
    [
      `page ${lastPage}`,
      () => database({}, lastPage),
      () => index.page({ page: lastPage, pageSize: PAGE_SIZE }),
    ],
    [
      "status 'new', first page",
      () => database({ status: 'new' }, 1),
      () => index.page({ state: 'new', page: 1, pageSize: PAGE_SIZE }),
    ],
  ];
  const { bytes } = index.stats();
  console.log(
    `${COUNT} bookings on the embedded FerretDB; read model loaded in ${loadMs.toFixed(0)} ms, ` +
      `${(bytes / 1e6).toFixed(1)} MB of documents, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );
  console.log('| inbox page (list + count) | database (median) | read model (first / median) |');
  console.log('|---|---|---|');
  for (const [name, old, fresh] of rows) {
    const before = await timed(old);
    const after = await timed(fresh);
    console.log(
      `| ${name} | ${before.median.toFixed(0)} ms | ${after.first.toFixed(1)} / ${after.median.toFixed(1)} ms |`,
    );
  }
} finally {
  await mongoose.disconnect();
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
