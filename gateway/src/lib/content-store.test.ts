import { describe, expect, it } from 'vitest';
import { ContentStore } from './content-store.ts';

interface Item {
  _id: string;
  key: number;
  updatedAt: Date;
}

const byKey = (a: Item, b: Item) => a.key - b.key || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

describe('ContentStore.sortedView', () => {
  it('stays in order through edits that move items, removals and additions', async () => {
    // A seeded generator: the same run every time.
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 1000;
    const stamp = (n: number) => new Date(1_700_000_000_000 + n);
    const first = Array.from({ length: 300 }, (_, i) => ({
      _id: `i${String(i).padStart(4, '0')}`,
      key: Math.floor(random()),
      updatedAt: stamp(0),
    }));
    const store = new ContentStore<Item>('sorted-test', {
      type: 'event',
      all: async function* () {
        yield* first;
      },
      byId: async () => null,
    });
    const fresh = async () => [...(await store.all())].sort(byKey);

    expect(await store.sortedView('byKey', byKey)).toEqual(await fresh());
    let next = 300;
    for (let step = 1; step <= 200; step++) {
      const all = await store.all();
      const pick = all[Math.floor(random() * all.length) % all.length]!;
      const kind = step % 4;
      if (kind === 0) store.remove(pick._id);
      else if (kind === 1)
        store.put({ _id: `n${next++}`, key: Math.floor(random()), updatedAt: stamp(step) });
      // Moves far (a new key) or stays where it was (same key, newer stamp).
      else store.put({ ...pick, key: kind === 2 ? Math.floor(random()) : pick.key, updatedAt: stamp(step) });
      const view = await store.sortedView('byKey', byKey);
      expect(view.map((i) => i._id)).toEqual((await fresh()).map((i) => i._id));
      // Each version's items, not an older copy of a changed one.
      expect(view).toHaveLength(all.length + (kind === 0 ? -1 : kind === 1 ? 1 : 0));
      expect(new Set(view)).toEqual(new Set(await store.all()));
    }
  });
});
