import { describe, expect, it } from 'vitest';
import { IdKey, SlotIds, SlotIndex } from './slot-ids.ts';

/** A small deterministic generator (mulberry32): the same run every time. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (n: number) => n.toString(16).padStart(24, '0');
// ObjectIds of one process: a time, a random part shared by all, a counter.
const objectId = (n: number) => `6745a1b2${'c3d4e5f601'}${n.toString(16).padStart(6, '0')}`;

describe('slot ids', () => {
  it('maps ids to their live slot through puts, replacements and deletions, like a Map', () => {
    const next = random(26);
    const ids = new SlotIds();
    const index = new SlotIndex(ids);
    const model = new Map<string, number>();
    // ObjectIds, other hex strings, ids that are not lowercase hex (kept as strings).
    const pool = [
      ...Array.from({ length: 3000 }, (_, n) => objectId(n)),
      ...Array.from({ length: 500 }, (_, n) => hex(n * 7919)),
      ...Array.from({ length: 300 }, (_, n) => `id-${n}`),
      ...Array.from({ length: 200 }, (_, n) => objectId(n).toUpperCase()),
    ];
    let slots = 0;
    for (let step = 0; step < 40_000; step++) {
      const id = pool[Math.floor(next() * pool.length)]!;
      const key = new IdKey(id);
      if (next() < 0.3) {
        expect(index.delete(key)).toBe(model.delete(id));
      } else {
        const slot = slots++;
        ids.set(slot, key);
        index.set(key, slot);
        model.set(id, slot);
      }
    }
    expect(index.size).toBe(model.size);
    for (const id of pool) expect(index.get(new IdKey(id))).toBe(model.get(id));
    expect([...index.slots()].sort((a, b) => a - b)).toEqual([...model.values()].sort((a, b) => a - b));
    for (const [id, slot] of model) expect(ids.get(slot)).toBe(id);
  });

  it('finds every id after deletions in a run of probes that wraps around the end of the table', () => {
    // Ids whose home is one of the last two places or the first (the table starts at 2,048).
    const homeOf = (id: string) => new IdKey(id).hash & 2047;
    const picked: string[] = [];
    for (let n = 0; picked.length < 12; n++) {
      const id = `wrap-${n}`;
      if ([2046, 2047, 0].includes(homeOf(id))) picked.push(id);
    }
    for (let drop = 0; drop < picked.length; drop++) {
      const ids = new SlotIds();
      const index = new SlotIndex(ids);
      picked.forEach((id, slot) => {
        ids.set(slot, new IdKey(id));
        index.set(new IdKey(id), slot);
      });
      expect(index.delete(new IdKey(picked[drop]!))).toBe(true);
      picked.forEach((id, slot) => expect(index.get(new IdKey(id))).toBe(slot === drop ? undefined : slot));
    }
  });

  it('compares ids as their strings compare, bytes or not', () => {
    const next = random(7);
    const ids = new SlotIds();
    const all = [
      ...Array.from({ length: 200 }, () => hex(Math.floor(next() * 2 ** 40))),
      ...Array.from({ length: 50 }, (_, n) => `note-${n}`),
      'ffffffffffffffffffffffff',
      '000000000000000000000000',
    ];
    all.forEach((id, slot) => ids.set(slot, new IdKey(id)));
    const sign = (n: number) => Math.sign(n);
    for (let k = 0; k < 3000; k++) {
      const a = Math.floor(next() * all.length);
      const b = Math.floor(next() * all.length);
      const strings = all[a]! < all[b]! ? -1 : all[a]! > all[b]! ? 1 : 0;
      expect(sign(ids.compare(a, b))).toBe(strings);
      expect(sign(ids.compareTo(a, new IdKey(all[b]!)))).toBe(strings);
    }
  });

  it('copies ids into another store and rebuilds the index over it', () => {
    const from = new SlotIds();
    const list = [objectId(1), 'not-hex', objectId(2), hex(3)];
    list.forEach((id, slot) => from.set(slot, new IdKey(id)));
    const to = new SlotIds();
    list.forEach((_, slot) => to.copy(from, slot, list.length - 1 - slot));
    const index = new SlotIndex(from);
    index.rebuild(to, 4);
    expect(list.map((id) => index.get(new IdKey(id)))).toEqual([3, 2, 1, 0]);
    expect([0, 1, 2, 3].map((slot) => to.get(slot))).toEqual([...list].reverse());
  });
});
