import { describe, expect, it } from 'vitest';
import { InboxRows, type InboxKey } from './inbox-rows.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');
const keyOf = (n: number, version = 0): InboxKey => ({
  id: id(n),
  at: 1_000_000 + Math.floor(n / 3), // three rows a time: ties are ordered by id
  state: ['new', 'confirmed', 'cancelled'][(n + version) % 3]!,
});
const jsonOf = (n: number, version = 0) =>
  JSON.stringify({ n, version, note: 'Bàn gần sân khấu'.repeat(1 + (n % 4)) });

/** Puts row `n` at `version` into the rows and records it as the latest version. */
function putRow(rows: InboxRows, latest: Map<number, number>, n: number, version = 0) {
  rows.put(keyOf(n, version), jsonOf(n, version));
  latest.set(n, version);
}

/** What the rows hold, newest first: id, state and JSON. */
function listed(rows: InboxRows) {
  const out: [string, string, string][] = [];
  for (let i = 0; i < rows.rows; i++) {
    const key = rows.keyAt(i);
    out.push([key.id, key.state, rows.jsonAt(i)]);
  }
  return out;
}

/** The same, computed from a plain map of the latest versions. */
function expected(latest: Map<number, number>) {
  return [...latest]
    .map(([n, v]) => ({ ...keyOf(n, v), json: jsonOf(n, v) }))
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    .map((r) => [r.id, r.state, r.json]);
}

async function* cut(pieces: Iterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  const all = Buffer.concat([...pieces]);
  for (let i = 0; i < all.length; i += size) yield all.subarray(i, i + size);
}

describe('inbox rows', () => {
  it('orders a bulk load and later puts newest first, with counts and positions', () => {
    const rows = new InboxRows();
    const latest = new Map<number, number>();
    for (const n of [5, 1, 9, 3, 7, 2, 8, 4, 6, 0]) putRow(rows, latest, n);
    rows.seal();
    for (const n of [12, 10, 11]) putRow(rows, latest, n);
    expect(listed(rows)).toEqual(expected(latest));
    expect(rows.count()).toBe(13);
    expect(rows.count('new') + rows.count('confirmed') + rows.count('cancelled')).toBe(13);
    expect(rows.count('unknown')).toBe(0);
    const third = rows.keyAt(3);
    expect(rows.position(third.at, third.id)).toBe(3);
    expect(rows.json(id(7))).toBe(jsonOf(7));
    expect(rows.json(id(99))).toBeUndefined();
    expect(rows.delete(id(7))).toBe(true);
    latest.delete(7);
    expect(listed(rows)).toEqual(expected(latest));
  });

  it('compacts once replaced versions pass the fraction, keeping order, counts and a snapshot taken before', async () => {
    // Small chunks and thresholds: the rows span many chunks, and a compaction comes soon.
    const rows = new InboxRows({ chunkBytes: 1024, compactFraction: 0.5, compactMinBytes: 2048 });
    const latest = new Map<number, number>();
    for (let n = 0; n < 200; n++) putRow(rows, latest, n);
    rows.seal();
    const before = rows.stats();
    expect(before.chunks).toBeGreaterThan(5);
    // Full chunks are held deflated (the rows above are read back through them).
    expect(before.heldBytes).toBeLessThan(before.bytes / 2);
    const snapshot = rows.lines(); // taken now, read after the compaction below
    const snapshotRows = expected(latest);

    // Each document changed again and again (a status change rewrites the whole document).
    for (let version = 1; version <= 3; version++)
      for (let n = 0; n < 200; n += 2) {
        putRow(rows, latest, n, version);
        const { deadBytes, bytes } = rows.stats();
        expect(deadBytes).toBeLessThanOrEqual(Math.max(2048, bytes) + 200);
      }
    const after = rows.stats();
    expect(after.compactions).toBeGreaterThan(0);
    expect(after.rows).toBe(200);
    expect(after.deadBytes).toBeLessThan(after.bytes);
    expect(listed(rows)).toEqual(expected(latest));
    for (const state of ['new', 'confirmed', 'cancelled'])
      expect(rows.count(state)).toBe(expected(latest).filter((r) => r[1] === state).length);
    rows.compact();
    expect(rows.stats().deadBytes).toBe(0);
    expect(rows.stats().chunks).toBeLessThanOrEqual(Math.ceil(rows.stats().bytes / 1024) + 1);
    expect(listed(rows)).toEqual(expected(latest));

    // The snapshot still reads the rows as they were when it was taken.
    const copy = new InboxRows();
    await copy.readLines(cut(snapshot, 1000));
    expect(listed(copy.seal())).toEqual(snapshotRows);
  });

  it('reads its snapshot lines back however they are cut', async () => {
    const rows = new InboxRows();
    const latest = new Map<number, number>();
    for (let n = 0; n < 2500; n++) putRow(rows, latest, n);
    rows.put({ id: id(5000), at: 5, state: 'trạng thái' }, '{"x":"ü"}');
    const lines = [...rows.lines()];
    expect(lines.length).toBe(3); // a thousand rows a piece
    // Pieces that share one buffer, each read before the next is asked for: the same bytes.
    const reused: Buffer[] = [];
    for (const piece of rows.lines(true)) reused.push(Buffer.from(piece));
    expect(Buffer.concat(reused).equals(Buffer.concat(lines))).toBe(true);
    for (const size of [1, 7, 4096, 1 << 20]) {
      const copy = new InboxRows();
      await copy.readLines(cut(lines, size));
      expect(listed(copy.seal())).toEqual(listed(rows));
      expect(copy.count('trạng thái')).toBe(1);
    }
    const broken = new InboxRows();
    await expect(broken.readLines(cut([Buffer.from('abc\t12\tnew\t{}\nnot a line\n')], 5))).rejects.toThrow(
      /malformed/,
    );
  });

  it('reads rows back from deflated chunks in any order, one row larger than a chunk among them', () => {
    const rows = new InboxRows(); // the real chunk size: 32 kB
    const latest = new Map<number, number>();
    for (let n = 0; n < 3000; n++) putRow(rows, latest, n);
    const big = JSON.stringify({ note: 'Lễ hội đèn lồng '.repeat(4000) }); // ~90 kB
    rows.put({ id: id(9999), at: 999, state: 'new' }, big);
    for (let n = 3000; n < 6000; n++) putRow(rows, latest, n);
    rows.seal();
    const stats = rows.stats();
    expect(stats.chunks).toBeGreaterThan(10);
    expect(stats.heldBytes).toBeLessThan(stats.bytes / 3);
    // Through every chunk (more than the reader keeps inflated), back and forth, then the big row.
    for (const n of [5999, 0, 3001, 12, 5000, 2999, 77, 4444, 1, 5998, 3000, 2500, 100])
      expect(rows.json(id(n))).toBe(jsonOf(n));
    for (let n = 0; n < 6000; n += 300) expect(rows.json(id(n))).toBe(jsonOf(n));
    expect(rows.json(id(9999))).toBe(big);
    for (const n of [0, 5999, 3000]) expect(rows.json(id(n))).toBe(jsonOf(n));
    expect(listed(rows).filter(([rowId]) => rowId !== id(9999))).toEqual(expected(latest));
  });

  it('rewrites a load that came in another order newest first, so that neighbours share a chunk', () => {
    const rows = new InboxRows();
    const latest = new Map<number, number>();
    // A collection read in its stored order: creation times all over the place.
    const ns = Array.from({ length: 4000 }, (_, i) => (i * 7919) % 4000);
    for (const n of ns) putRow(rows, latest, n);
    rows.seal();
    expect(listed(rows)).toEqual(expected(latest));
    const stats = rows.stats();
    expect(stats.heldBytes).toBeLessThan(stats.bytes / 3);
    // Reading every row newest first inflated each chunk about once (the listing above), not once a row.
    expect(stats.inflated).toBeLessThanOrEqual(stats.chunks);
    for (let i = 0; i < 200; i++) rows.jsonAt(i);
    expect(rows.stats().inflated).toBeLessThanOrEqual(stats.chunks + 2);
  });

  it('holds a load in any order deflated by week, then seals it newest first a week at a time', () => {
    const rows = new InboxRows({ anyOrder: true, chunkBytes: 2048 });
    const DAY = 24 * 3600_000;
    // 6,000 rows over ~3 years (one every 4 hours) and one busy week of 2,000, in a shuffled order.
    const keyAt = (n: number): InboxKey => ({
      id: id(n),
      at: n < 6000 ? 1.7e12 + n * (DAY / 6) : 1.6e12 + n,
      state: ['new', 'confirmed'][n % 2]!,
    });
    const ns = Array.from({ length: 8000 }, (_, i) => (i * 7919) % 8000);
    const weeks = new Set(ns.map((n) => Math.floor(keyAt(n).at / (7 * DAY))));
    for (const n of ns) rows.put(keyAt(n), jsonOf(n));
    // Only each week's last chunk is raw: the others were deflated as they filled.
    const before = rows.stats();
    expect(before.rawChunks).toBe(weeks.size);
    expect(before.chunks).toBeGreaterThan(2 * weeks.size);
    rows.seal();
    const want = ns
      .map((n) => ({ ...keyAt(n), json: jsonOf(n) }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((r) => [r.id, r.state, r.json]);
    expect(listed(rows)).toEqual(want);
    const after = rows.stats();
    expect(after.rawChunks).toBe(1);
    // The seal inflated each old chunk once (the busy week's ~90 among them), the listing each new one.
    expect(after.copyInflated).toBeLessThanOrEqual(before.chunks - before.rawChunks);
    expect(after.inflated).toBeLessThanOrEqual(after.chunks);
  });

  it('keeps a load that came newest first with a few newer rows after it as it is', () => {
    const rows = new InboxRows();
    const latest = new Map<number, number>();
    // A snapshot's lines, newest first, then the changes caught up since it was taken.
    for (let n = 3999; n >= 0; n--) putRow(rows, latest, n);
    for (let n = 4000; n < 4030; n++) putRow(rows, latest, n);
    rows.seal();
    expect(rows.stats().compactions).toBe(0); // not rewritten
    expect(listed(rows)).toEqual(expected(latest));
    expect(rows.stats().heldBytes).toBeLessThan(rows.stats().bytes / 3);
  });
});
