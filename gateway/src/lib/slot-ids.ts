/**
 * The ids of an inbox's row slots without a string per row: an ObjectId's 24 lowercase hex digits
 * are held as its 12 bytes, any other id as itself. At 100× (120,000 rows) the id strings and the
 * Map from id to slot were ~9 MB of the gateway's heap and 120,000 of its objects; as bytes and an
 * open-addressing table of slots they are ~2.5 MB outside it.
 */

const BYTES = 12;
const NONE = -1;

/** Writes a 24-digit lowercase hex id's 12 bytes at `at`; false (nothing promised) for any other id. */
function hexInto(id: string, out: Uint8Array, at: number): boolean {
  if (id.length !== BYTES * 2) return false;
  for (let i = 0; i < BYTES; i++) {
    const hi = nibble(id.charCodeAt(2 * i));
    const lo = nibble(id.charCodeAt(2 * i + 1));
    if (hi < 0 || lo < 0) return false;
    out[at + i] = (hi << 4) | lo;
  }
  return true;
}

/** 0-15 for 0-9 and a-f; -1 otherwise (upper case too: it would not come back the same). */
function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  return NONE;
}

function hashBytes(bytes: Uint8Array, at: number): number {
  // The last four bytes are an ObjectId's counter (and one random byte): they differ most.
  let h = (bytes[at + 8]! << 24) | (bytes[at + 9]! << 16) | (bytes[at + 10]! << 8) | bytes[at + 11]!;
  h ^= (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  return Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
}

function hashString(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * An id looked up or compared many times, parsed once: `bytes` holds its 12 bytes when it is an
 * ObjectId's hex. `of` parses another id into the same object (no allocation per row of a load).
 */
export class IdKey {
  readonly bytes = new Uint8Array(BYTES);
  hex = false;
  hash = 0;
  id = '';
  constructor(id?: string) {
    if (id !== undefined) this.of(id);
  }
  of(id: string): this {
    this.id = id;
    this.hex = hexInto(id, this.bytes, 0);
    this.hash = this.hex ? hashBytes(this.bytes, 0) : hashString(id);
    return this;
  }
}

/**
 * Each slot's id. A slot is written once; growing copies into a new array, so a reader holding
 * this store (a snapshot being written) keeps reading the slots it knew.
 */
export class SlotIds {
  private bytes = new Uint8Array(1024 * BYTES);
  /** Slots whose id is not an ObjectId's hex, and that id. */
  private readonly other = new Map<number, string>();

  set(slot: number, key: IdKey): void {
    this.grow(slot);
    if (key.hex) this.bytes.set(key.bytes, slot * BYTES);
    else this.other.set(slot, key.id);
  }

  /** Gives slot `to` the id of slot `from` of another store. */
  copy(from: SlotIds, slot: number, to: number): void {
    const id = from.other.get(slot);
    this.grow(to);
    if (id === undefined) this.bytes.set(from.bytes.subarray(slot * BYTES, (slot + 1) * BYTES), to * BYTES);
    else this.other.set(to, id);
  }

  get(slot: number): string {
    return this.other.get(slot) ?? Buffer.from(this.bytes.buffer, slot * BYTES, BYTES).toString('hex');
  }

  private grow(slot: number): void {
    if ((slot + 1) * BYTES <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, (slot + 1) * BYTES));
    next.set(this.bytes);
    this.bytes = next;
  }

  hash(slot: number): number {
    const id = this.other.get(slot);
    return id === undefined ? hashBytes(this.bytes, slot * BYTES) : hashString(id);
  }

  /** Whether a slot's id is `key`'s. */
  is(slot: number, key: IdKey): boolean {
    const id = this.other.get(slot);
    if (id !== undefined || !key.hex) return id === key.id;
    const at = slot * BYTES;
    for (let i = 0; i < BYTES; i++) if (this.bytes[at + i] !== key.bytes[i]) return false;
    return true;
  }

  /** The order of two slots' ids as strings: negative, 0 or positive. */
  compare(a: number, b: number): number {
    if (this.other.size === 0 || (!this.other.has(a) && !this.other.has(b)))
      return this.compareBytes(this.bytes, a * BYTES, b * BYTES);
    return compareStrings(this.get(a), this.get(b));
  }

  /** The order of a slot's id and `key`'s as strings. */
  compareTo(slot: number, key: IdKey): number {
    if (key.hex && !this.other.has(slot)) return this.compareBytes(key.bytes, slot * BYTES, 0);
    return compareStrings(this.get(slot), key.id);
  }

  /** Bytes compare as their lowercase hex digits do. */
  private compareBytes(other: Uint8Array, a: number, b: number): number {
    const { bytes } = this;
    for (let i = 0; i < BYTES; i++) {
      const d = bytes[a + i]! - other[b + i]!;
      if (d !== 0) return d;
    }
    return 0;
  }
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The live slot of each id: an open-addressing table (linear probing) of slot numbers. */
export class SlotIndex {
  private table = new Int32Array(2048).fill(NONE);
  private count = 0;
  private ids: SlotIds;

  constructor(ids: SlotIds) {
    this.ids = ids;
  }

  get size(): number {
    return this.count;
  }

  get(key: IdKey): number | undefined {
    const mask = this.table.length - 1;
    for (let i = key.hash & mask; ; i = (i + 1) & mask) {
      const slot = this.table[i]!;
      if (slot === NONE) return undefined;
      if (this.ids.is(slot, key)) return slot;
    }
  }

  /** Makes `slot` (its id already in the store) the live slot of its id. */
  set(key: IdKey, slot: number): void {
    const mask = this.table.length - 1;
    let i = key.hash & mask;
    for (; this.table[i] !== NONE; i = (i + 1) & mask) {
      if (this.ids.is(this.table[i]!, key)) {
        this.table[i] = slot;
        return;
      }
    }
    this.table[i] = slot;
    if (++this.count * 2 > this.table.length) this.resize(this.table.length * 2);
  }

  delete(key: IdKey): boolean {
    const mask = this.table.length - 1;
    let i = key.hash & mask;
    for (; ; i = (i + 1) & mask) {
      const slot = this.table[i]!;
      if (slot === NONE) return false;
      if (this.ids.is(slot, key)) break;
    }
    // Backward-shift deletion: later entries of the run move up so that no probe stops early.
    for (let j = (i + 1) & mask; ; j = (j + 1) & mask) {
      const slot = this.table[j]!;
      if (slot === NONE) break;
      const home = this.ids.hash(slot) & mask;
      // Moves when its home is not in the cyclic range (i, j].
      if ((j > i && (home <= i || home > j)) || (j < i && home <= i && home > j)) {
        this.table[i] = slot;
        i = j;
      }
    }
    this.table[i] = NONE;
    this.count--;
    return true;
  }

  /** The live slots, in no order. */
  *slots(): Generator<number> {
    for (const slot of this.table) if (slot !== NONE) yield slot;
  }

  /** Rebuilds the table over another store whose slots 0 to `count` - 1 are all live (a compaction's). */
  rebuild(ids: SlotIds, count: number): void {
    this.ids = ids;
    let size = 2048;
    while (size < count * 2) size *= 2;
    this.table = new Int32Array(size).fill(NONE);
    for (let slot = 0; slot < count; slot++) this.place(slot);
    this.count = count;
  }

  private resize(size: number): void {
    const old = this.table;
    this.table = new Int32Array(size).fill(NONE);
    for (const slot of old) if (slot !== NONE) this.place(slot);
  }

  /** Puts a slot whose id is not in the table into the first free place of its run. */
  private place(slot: number): void {
    const mask = this.table.length - 1;
    let i = this.ids.hash(slot) & mask;
    while (this.table[i] !== NONE) i = (i + 1) & mask;
    this.table[i] = slot;
  }
}
