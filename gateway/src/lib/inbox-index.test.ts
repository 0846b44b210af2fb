import { describe, expect, it } from 'vitest';
import { InboxIndex } from './inbox-index.ts';

interface Doc {
  _id: string;
  at: number;
  state: string;
}

/** An index over an in-memory "database" (this unit test isolates the ordering and paging). */
function indexOver(stored: Doc[]) {
  const reads = { byId: 0 };
  let release: (() => void) | undefined;
  const gate = { hold: false };
  const index = new InboxIndex<Doc>('test', {
    all: async function* () {
      const snapshot = [...stored];
      if (gate.hold) await new Promise<void>((r) => (release = r));
      yield* snapshot;
    },
    byId: async (id) => {
      reads.byId++;
      return stored.find((d) => d._id === id) ?? null;
    },
    keyOf: (d) => ({ id: d._id, at: d.at, state: d.state }),
    revive: (plain) => plain as unknown as Doc,
  });
  return { index, reads, gate, release: () => release?.() };
}

const id = (n: number) => n.toString(16).padStart(24, '0');
const docs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    _id: id(i + 1),
    at: 1000 + Math.floor(i / 2),
    state: i % 3 ? 'new' : 'done',
  }));

describe('inbox index', () => {
  it('pages newest first (ties by id), filtered by state, with counts', async () => {
    const stored = docs(10);
    const { index } = indexOver(stored);
    const all = await index.page({ page: 1, pageSize: 4 });
    const expected = [...stored].sort((a, b) => b.at - a.at || (a._id < b._id ? 1 : -1)).map((d) => d._id);
    expect(all.items.map((d) => d._id)).toEqual(expected.slice(0, 4));
    expect(all.total).toBe(10);
    const last = await index.page({ page: 3, pageSize: 4 });
    expect(last.items.map((d) => d._id)).toEqual(expected.slice(8));
    const done = await index.page({ state: 'done', page: 1, pageSize: 10 });
    expect(done.items.every((d) => d.state === 'done')).toBe(true);
    expect(done.total).toBe(stored.filter((d) => d.state === 'done').length);
    expect(index.count('new') + index.count('done')).toBe(10);
  });

  it('applies a new document in order and a changed state in place', async () => {
    const stored = docs(6);
    const { index } = indexOver(stored);
    await index.start();
    const fresh = { _id: id(99), at: 5000, state: 'new' };
    stored.push(fresh);
    index.put(fresh);
    expect((await index.page({ page: 1, pageSize: 1 })).items[0]).toEqual(fresh);
    const newBefore = index.count('new');
    index.put({ ...fresh, state: 'done' });
    expect(index.count('new')).toBe(newBefore - 1);
    expect(index.count()).toBe(7);
    expect((await index.page({ state: 'done', page: 1, pageSize: 1 })).items[0]?._id).toBe(fresh._id);
  });

  it('keeps a write made while the index loads', async () => {
    const stored = docs(4);
    const { index, gate, release } = indexOver(stored);
    gate.hold = true;
    const loading = index.start();
    const late = { _id: id(50), at: 9000, state: 'new' };
    stored.push(late);
    index.put(late); // stored after the load read its rows
    release();
    await loading;
    expect(index.count()).toBe(5);
    expect((await index.page({ page: 1, pageSize: 1 })).items[0]?._id).toBe(late._id);
  });

  it('answers documents from the index, and one it does not hold yet by id', async () => {
    const stored = docs(10);
    const { index, reads } = indexOver(stored);
    await index.page({ page: 1, pageSize: 10 });
    expect(reads.byId).toBe(0);
    expect(index.stats().bytes).toBeGreaterThan(0);
    const elsewhere = { _id: id(77), at: 1, state: 'new' };
    stored.push(elsewhere); // written by another gateway, its bus event not here yet
    expect(await index.document(elsewhere._id)).toEqual(elsewhere);
    expect(reads.byId).toBe(1);
  });
});
