// `node gateway/bench/audit.ts`: the audit log on the embedded FerretDB with BENCH_AUDIT (100000)
// entries over three years: list pages as the service answers them (day buckets read by `_id`)
// (a collection a day) and, for comparison, one collection of every entry paged by `_id` range. Figures: first run and median of 3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import {
  collectionOf,
  entryId,
  flushAudit,
  listAudit,
  recordAudit,
  type AuditEntry,
} from '../src/modules/audit/audit.service.ts';

const COUNT = Number(process.env.BENCH_AUDIT) || 100_000;
const NAIVE = process.env.BENCH_AUDIT_NAIVE !== '0';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-audit-bench-'));
const db = await startEmbeddedDatabase({ dataDir });
const admin = { id: 'a'.repeat(24), email: 'admin@venue.test', role: 'admin' as const };
// Ten people; the last one rare (1 entry in 100).
const people = Array.from({ length: 10 }, (_, i) => ({
  id: String(i).repeat(24),
  email: `p${i}@venue.test`,
}));

async function timed<T>(fn: () => Promise<T>): Promise<{ first: number; median: number; result: T }> {
  const runs: number[] = [];
  let result!: T;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    result = await fn();
    runs.push(performance.now() - start);
  }
  return { first: runs[0]!, median: [...runs].sort((a, b) => a - b)[1]!, result };
}
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en'));

try {
  await mongoose.connect(db.uri, { dbName: 'bench' });
  const start = Date.now() - 3 * 365 * 86_400_000;
  const span = Date.now() - 60_000 - start;
  const entries: AuditEntry[] = Array.from({ length: COUNT }, (_, i) => {
    const at = start + (i / COUNT) * span;
    const who = i % 100 === 0 ? people[9]! : people[i % 9]!;
    return {
      id: entryId(at),
      at: new Date(at),
      userId: who.id,
      userEmail: who.email,
      userName: `Người ${who.email}`,
      action: 'update',
      type: (['event', 'news', 'area', 'tag', 'booking'] as const)[i % 5]!,
      itemId: 'b'.repeat(24),
      label: `Mục số ${i}`,
      changes: [{ path: 'titleVi', before: `Tiêu đề ${i}`, after: `Tiêu đề ${i + 1}` }],
    };
  });
  // Seeded in the service's own shape: a collection a UTC day (three years: ~91 entries a day).
  const seedStart = performance.now();
  const byDay = new Map<string, AuditEntry[]>();
  for (const e of entries) {
    const day = e.at.toISOString().slice(0, 10);
    const list = byDay.get(day) ?? [];
    list.push(e);
    byDay.set(day, list);
  }
  for (const [day, list] of byDay)
    await collectionOf(day).insertMany(list.map(({ id, ...e }) => ({ _id: id, ...e })));
  console.log(
    `seeded ${COUNT} entries in ${byDay.size} day collections: ${ms(performance.now() - seedStart)} ms`,
  );

  const rows: [string, () => Promise<unknown>][] = [];
  const page = (query: Record<string, unknown>) => () => listAudit({ user: admin, limit: 50, ...query });
  rows.push(['first page (50)', page({})]);
  let deep: string | null = null;
  rows.push([
    'page 20 (following cursors)',
    async () => {
      let after: string | undefined;
      for (let i = 0; i < 20; i++) {
        const p = await listAudit({ user: admin, limit: 50, ...(after ? { after } : {}) });
        after = p.nextCursor ?? undefined;
      }
      deep = after ?? null;
      return after;
    },
  ]);
  rows.push(['person with 1% of entries, first page', page({ person: people[9]!.id })]);
  rows.push(['type area, first page', page({ type: 'area' })]);
  const month = new Date(start + span / 2).toISOString().slice(0, 7);
  rows.push([`one month (${month}), first page`, page({ from: `${month}-01`, to: `${month}-28` })]);
  rows.push([
    'one append (recordAudit + write)',
    async () => {
      recordAudit({ user: admin, action: 'update', type: 'event', id: 'c'.repeat(24), label: 'x' });
      await flushAudit();
    },
  ]);

  console.log('\n| 100,000-entry log | first | median of 3 |\n| --- | --- | --- |');
  for (const [name, fn] of rows) {
    const { first, median } = await timed(fn);
    console.log(`| ${name} | ${ms(first)} ms | ${ms(median)} ms |`);
  }
  void deep;

  if (NAIVE) {
    // One document per entry, `_id` time-prefixed, paged by `_id` range: what FerretDB v1 scans.
    const naive = mongoose.connection.db!.collection('audit_naive');
    const naiveStart = performance.now();
    for (let i = 0; i < COUNT; i += 1000)
      await naive.insertMany(entries.slice(i, i + 1000).map((e) => ({ ...e, _id: e.id })) as never[]);
    console.log(`\n(one document per entry: inserted in ${ms(performance.now() - naiveStart)} ms)`);
    const first = await timed(() => naive.find({}).sort({ _id: -1 }).limit(50).toArray());
    const cursor = entries[Math.floor(COUNT / 2)]!.id;
    const range = await timed(() =>
      naive
        .find({ _id: { $lt: cursor } } as never)
        .sort({ _id: -1 })
        .limit(50)
        .toArray(),
    );
    const person = await timed(() =>
      naive.find({ userId: people[9]!.id }).sort({ _id: -1 }).limit(50).toArray(),
    );
    console.log('| one document per entry | first | median of 3 |\n| --- | --- | --- |');
    console.log(`| first page (sort by _id, limit 50) | ${ms(first.first)} ms | ${ms(first.median)} ms |`);
    console.log(`| _id range page (keyset) | ${ms(range.first)} ms | ${ms(range.median)} ms |`);
    console.log(`| person filter | ${ms(person.first)} ms | ${ms(person.median)} ms |`);
  }
} finally {
  await mongoose.disconnect();
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
