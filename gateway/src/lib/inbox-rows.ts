import zlib from 'node:zlib';
import { inflateSync } from 'fflate';
import { IdKey, SlotIds, SlotIndex } from './slot-ids.ts';

/** What ordering, filtering and counting a staff inbox need of one item. */
export interface InboxKey {
  id: string;
  /** Creation time in ms: the inbox lists newest first. */
  at: number;
  /** The filter the inbox offers (a booking's status, a message's handled flag). */
  state: string;
}

export interface InboxRowsOptions {
  /** Bytes of each buffer the documents' JSON is appended into (deflated once full). */
  chunkBytes?: number;
  /** Dead bytes (replaced versions), as a fraction of all bytes held, that start a compaction… */
  compactFraction?: number;
  /** …once they are at least this many. */
  compactMinBytes?: number;
  /**
   * The bulk load's rows may come in any order (a collection read in its stored order): each goes
   * into the chunks of its week, deflated as they fill, and `seal` rewrites them newest first a week
   * at a time (holding one week inflated, not every row raw).
   */
  anyOrder?: boolean;
}

// 32 kB of bookings' JSON deflate (node:zlib, level 1) to ~6.5 kB at ~170 MB/s and inflate
// (fflate) in ~130 µs: ~45 MB of documents held at 100x become ~9 MB; a page reads a few chunks.
const CHUNK_BYTES = 32 * 1024;
// Output buffers of 8 kB (zlib's default is 16): a chunk deflates to ~5-7 kB, copied out at once.
const DEFLATE = { level: 1, chunkSize: 8 * 1024 };
/** Inflated chunks kept for the next reads (a page, a snapshot copy walk through neighbours). */
const INFLATED_KEPT = 8;
/** A week's rows in an `anyOrder` load; its first chunk is small (a small venue has a few a week). */
const WEEK_MS = 7 * 24 * 3600_000;
const FIRST_WEEK_CHUNK_BYTES = 4 * 1024;
/** Rows of a bulk load that may come out of order before it is rewritten newest first at `seal`. */
const MISPLACED_MIN = 64;
const MISPLACED_FRACTION = 0.01;
const COMPACT_FRACTION = 0.25;
const COMPACT_MIN_BYTES = 4 * 1024 * 1024;
const NO_STATE = -1;
const TAB = 9;
const NEWLINE = 10;

/** Newest first; equal times by id, newest first (ObjectIds of one second sort by creation too). */
const compare = (atA: number, idA: string, atB: number, idB: string) =>
  atB - atA || (idA < idB ? 1 : idA > idB ? -1 : 0);

/**
 * A buffer of rows' JSON: written while it is the last one (`raw`), deflated once a row no longer
 * fits (`packed`); never written again after that.
 */
class Chunk {
  raw: Buffer | undefined;
  packed: Buffer | undefined;
  /** Bytes written, once packed. */
  used = 0;
  constructor(raw: Buffer) {
    this.raw = raw;
  }
  get size(): number {
    return this.raw?.length ?? 0;
  }
  /** Deflates the chunk; answers the raw buffer it no longer needs (undefined when already packed). */
  pack(used: number): Buffer | undefined {
    const raw = this.raw;
    if (!raw) return undefined;
    // Copied out to a buffer of its size: zlib's answer is a view of its larger output buffer.
    const packed = zlib.deflateRawSync(raw.subarray(0, used), DEFLATE);
    this.packed = Buffer.allocUnsafeSlow(packed.length);
    packed.copy(this.packed);
    this.used = used;
    this.raw = undefined;
    return raw;
  }
}

/**
 * Reads chunks' bytes, inflating packed ones into a few buffers it keeps and reuses (the last
 * `INFLATED_KEPT` chunks read stay inflated). A chunk's bytes are good until the next call: read
 * them at once. fflate inflates into a given buffer; node:zlib makes a new engine and 64 kB output
 * buffers per call, which a snapshot copy walking 1,400 chunks left as ~100 MB to the collector.
 */
class ChunkReader {
  private readonly kept = new Map<Chunk, Buffer>();
  private readonly keep: number;
  constructor(keep = INFLATED_KEPT) {
    this.keep = keep;
  }
  /** Chunks inflated so far. */
  inflated = 0;
  bytes(chunk: Chunk): Buffer {
    if (chunk.raw) return chunk.raw;
    let bytes = this.kept.get(chunk);
    if (bytes) {
      this.kept.delete(chunk); // most recently used last
    } else {
      let out: Buffer | undefined;
      if (this.kept.size >= this.keep) {
        const [oldest, buffer] = this.kept.entries().next().value!;
        this.kept.delete(oldest);
        if (buffer.length >= chunk.used) out = buffer;
      }
      out ??= Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, chunk.used));
      inflateSync(chunk.packed!, { out });
      this.inflated++;
      bytes = out;
    }
    this.kept.set(chunk, bytes);
    return bytes;
  }
  clear(): void {
    this.kept.clear();
  }
}

/**
 * The slots of an index at one moment, for a snapshot written while the index changes: a slot is
 * never written again once filled (a changed document takes a new one; a compaction builds new
 * arrays and buffers), so holding the arrays and a copy of the order is enough.
 */
interface RowsView {
  order: Int32Array;
  ids: SlotIds;
  at: Float64Array;
  state: Uint16Array;
  chunk: Uint32Array;
  offset: Uint32Array;
  length: Uint32Array;
  chunks: readonly Chunk[];
  states: readonly string[];
  reader: ChunkReader;
}

/**
 * The rows of a staff inbox, compactly (issue 26): each row version is a slot in a few typed
 * arrays (time, state code, where its JSON is), its document's JSON bytes appended into chunk
 * buffers (deflated once full: JSON documents of one shape shrink about five times), its id as
 * bytes (`SlotIds`) with a table from id to live slot, and the newest-first order an array of
 * slots. At 100× (120,000 rows) an object and a Buffer view per row were ~240,000 small heap
 * objects.
 *
 * A changed document gets a new slot and new bytes; the old ones are dead until a compaction
 * (when dead bytes pass `compactFraction` of the bytes held) copies the live rows into fresh
 * buffers, chunk by chunk, dropping each old chunk once passed.
 */
export class InboxRows {
  private ids = new SlotIds();
  private at = new Float64Array(1024);
  private state = new Uint16Array(1024);
  private chunk = new Uint32Array(1024);
  private offset = new Uint32Array(1024);
  private length = new Uint32Array(1024);
  /** Slots used (live and dead). */
  private slots = 0;
  private chunks: Chunk[] = [];
  /**
   * The raw buffer of the chunk packed last, for the next chunk: a rewrite of 100,000 rows left
   * ~37 MB of them to the collector at once, and the malloc heap they grew stayed that size.
   */
  private spare: Buffer | undefined;
  private reader = new ChunkReader();
  /** Where rows are appended: the last chunk (or, during an `anyOrder` load, a week's). */
  private lane: Lane = newLane();
  /** During an `anyOrder` load, the lane of each week. */
  private weeks: Map<number, Lane> | undefined;
  private liveBytes = 0;
  private deadBytes = 0;
  /** Live slots, newest first (only once `sealed`: a bulk load sorts them at the end). */
  private order = new Int32Array(1024);
  private size = 0;
  private sealed = false;
  /**
   * Whether a bulk load has come newest first so far (a snapshot's lines do, with a few newer
   * changes after them): its chunks are then deflated as they fill. Rows in another order (a
   * collection read in its stored order) stay raw until `seal` rewrites them newest first, so that
   * a page and a snapshot copy read neighbouring rows from one chunk rather than one chunk a row.
   */
  private loadInOrder = true;
  /** Rows of the bulk load so far, and how many came newer than the row before them. */
  private loaded = 0;
  private inversions = 0;
  private lastAt = Infinity;
  private lastId = '';
  private readonly slotOf = new SlotIndex(this.ids);
  /** The id being put, deleted or looked up, parsed (one object for all). */
  private readonly key = new IdKey();
  private readonly states: string[] = [];
  private readonly codes = new Map<string, number>();
  private counts: number[] = [];
  private compactions = 0;
  /** Chunks the last compaction inflated to copy its rows. */
  private copyInflated = 0;

  private readonly chunkBytes: number;
  private readonly compactFraction: number;
  private readonly compactMinBytes: number;

  constructor(options: InboxRowsOptions = {}) {
    this.chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
    this.compactFraction = options.compactFraction ?? COMPACT_FRACTION;
    this.compactMinBytes = options.compactMinBytes ?? COMPACT_MIN_BYTES;
    if (options.anyOrder) this.weeks = new Map();
  }

  get rows(): number {
    return this.slotOf.size;
  }

  /** Adds or replaces a row from its key and its document's JSON (a string, or `json[start, end)`). */
  put(
    key: InboxKey,
    json: string | Buffer,
    start = 0,
    end = typeof json === 'string' ? 0 : json.length,
  ): void {
    const id = this.key.of(key.id);
    const old = this.slotOf.get(id);
    if (old !== undefined) this.drop(old);
    if (!this.sealed && this.loadInOrder && !this.weeks) {
      this.loaded++;
      if (compare(this.lastAt, this.lastId, key.at, key.id) > 0) this.inversions++;
      // A few rows out of place (changes caught up after a snapshot) cost a page one more chunk.
      if (this.inversions > Math.max(MISPLACED_MIN, this.loaded * MISPLACED_FRACTION))
        this.loadInOrder = false;
      this.lastAt = key.at;
      this.lastId = key.id;
    }
    const bytes = typeof json === 'string' ? Buffer.byteLength(json) : end - start;
    const slot = this.newSlot(key.at, this.codeOf(key.state), bytes);
    this.ids.set(slot, id);
    const target = this.chunks[this.chunk[slot]!]!.raw!;
    if (typeof json === 'string') target.write(json, this.offset[slot]!, bytes, 'utf8');
    else json.copy(target, this.offset[slot]!, start, end);
    this.liveBytes += bytes;
    this.slotOf.set(id, slot);
    this.counts[this.state[slot]!] = (this.counts[this.state[slot]!] ?? 0) + 1;
    if (this.sealed) this.insert(slot);
    if (old !== undefined) this.compactIfWasteful();
  }

  /** Removes a row; false when there was none. */
  delete(id: string): boolean {
    const key = this.key.of(id);
    const old = this.slotOf.get(key);
    if (old === undefined) return false;
    this.drop(old);
    this.slotOf.delete(key);
    this.compactIfWasteful();
    return true;
  }

  /**
   * Sorts the rows after a bulk load (`put` then keeps the order as it goes), and rewrites them
   * newest first when they came in another order, else compacts when the load replaced many.
   */
  seal(): this {
    if (this.sealed) return this;
    const order = new Int32Array(Math.max(1024, this.slotOf.size));
    let n = 0;
    for (const slot of this.slotOf.slots()) order[n++] = slot;
    order.subarray(0, n).sort((a, b) => this.compareSlots(a, b));
    this.order = order;
    this.size = n;
    this.sealed = true;
    if (this.weeks) {
      // Newest first is week after week: the reader keeps the chunks of the largest week inflated.
      let keep = INFLATED_KEPT;
      for (const lane of this.weeks.values()) keep = Math.max(keep, lane.filled);
      this.weeks = undefined;
      this.compact(order.subarray(0, n), keep);
    } else if (this.loadInOrder) this.compactIfWasteful();
    else this.compact(order.subarray(0, n));
    return this;
  }

  /** Reads `lines` (`id TAB at TAB state TAB json` each, cut anywhere) into the rows. */
  async readLines(lines: AsyncIterable<Buffer>): Promise<void> {
    let carry: Buffer | undefined;
    let read = 0;
    for await (const piece of lines) {
      let start = 0;
      if (carry) {
        const end = piece.indexOf(NEWLINE);
        if (end < 0) {
          carry = Buffer.concat([carry, piece]);
          continue;
        }
        this.putLine(Buffer.concat([carry, piece.subarray(0, end)]), 0, end + carry.length, read);
        read += carry.length + end + 1;
        carry = undefined;
        start = end + 1;
      }
      for (;;) {
        const end = piece.indexOf(NEWLINE, start);
        if (end < 0) break;
        this.putLine(piece, start, end, read);
        read += end - start + 1;
        start = end + 1;
      }
      // The line's start, copied: the piece is not kept.
      if (start < piece.length) carry = Buffer.from(piece.subarray(start));
    }
    if (carry?.length) this.putLine(carry, 0, carry.length, read);
  }

  private putLine(data: Buffer, start: number, end: number, byte: number): void {
    const t1 = data.indexOf(TAB, start);
    const t2 = t1 < 0 ? -1 : data.indexOf(TAB, t1 + 1);
    const t3 = t2 < 0 ? -1 : data.indexOf(TAB, t2 + 1);
    if (t1 < 0 || t2 < 0 || t3 < 0 || t3 > end) throw new Error(`snapshot line at byte ${byte} is malformed`);
    // The time's digits without a string (other forms, such as a sign, through one).
    let at = 0;
    for (let i = t1 + 1; i < t2; i++) {
      const digit = data[i]! - 48;
      if (digit < 0 || digit > 9) {
        at = Number(data.toString('latin1', t1 + 1, t2));
        break;
      }
      at = at * 10 + digit;
    }
    if (t2 === t1 + 1 || !Number.isFinite(at)) throw new Error(`snapshot line at byte ${byte} is malformed`);
    const key = { id: data.toString('latin1', start, t1), at, state: data.toString('utf8', t2 + 1, t3) };
    this.put(key, data, t3 + 1, end);
  }

  /**
   * The bytes of every row as they are now, newest first, a thousand rows a piece: `id TAB at TAB
   * state TAB json`. With `reuse`, each piece is written over by the next (one buffer for the whole
   * copy, not ~50 MB of them at 100× left to the next collection).
   */
  lines(reuse = false): Iterable<Buffer> {
    return linesOf(this.view(), reuse);
  }

  /** A slot's key and JSON, by position in the newest-first order. */
  keyAt(position: number): InboxKey {
    const slot = this.order[position]!;
    return { id: this.ids.get(slot), at: this.at[slot]!, state: this.states[this.state[slot]!]! };
  }

  idAt(position: number): string {
    return this.ids.get(this.order[position]!);
  }

  /** The state code of a state name; -1 when no row has ever had it. */
  code(state: string): number {
    return this.codes.get(state) ?? NO_STATE;
  }

  stateAt(position: number): number {
    return this.state[this.order[position]!]!;
  }

  jsonAt(position: number): string {
    return this.jsonOf(this.order[position]!);
  }

  /** The document's JSON of a row by id, undefined when there is none. */
  json(id: string): string | undefined {
    const slot = this.slotOf.get(this.key.of(id));
    return slot === undefined ? undefined : this.jsonOf(slot);
  }

  private jsonOf(slot: number): string {
    const offset = this.offset[slot]!;
    const bytes = this.reader.bytes(this.chunks[this.chunk[slot]!]!);
    return bytes.toString('utf8', offset, offset + this.length[slot]!);
  }

  count(state?: string): number {
    if (state === undefined) return this.rows;
    const code = this.codes.get(state);
    return code === undefined ? 0 : (this.counts[code] ?? 0);
  }

  /** Where a row with `key` is, or would go, in the newest-first order (binary search). */
  position(at: number, id: string): number {
    const key = this.key.of(id);
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const slot = this.order[mid]!;
      if ((at - this.at[slot]! || -this.ids.compareTo(slot, key)) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where a slot is, or would go, in the newest-first order. */
  private positionOf(slot: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareSlots(this.order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Newest first; equal times by id, the greater first (ObjectIds of one second sort by creation). */
  private compareSlots(a: number, b: number): number {
    return this.at[b]! - this.at[a]! || -this.ids.compare(a, b);
  }

  stats() {
    return {
      rows: this.rows,
      bytes: this.liveBytes,
      deadBytes: this.deadBytes,
      chunks: this.chunks.length,
      /** Bytes the chunks hold: deflated ones as deflated. */
      heldBytes: this.chunks.reduce((sum, c) => sum + (c.packed?.buffer.byteLength ?? c.size), 0),
      compactions: this.compactions,
      /** Chunks not deflated yet (the one being written; during a bulk load, more). */
      rawChunks: this.chunks.reduce((sum, c) => sum + (c.raw ? 1 : 0), 0),
      copyInflated: this.copyInflated,
      /** Chunks inflated by reads since the last compaction. */
      inflated: this.reader.inflated,
    };
  }

  private view(): RowsView {
    if (!this.sealed) this.seal();
    return {
      order: this.order.slice(0, this.size),
      ids: this.ids,
      at: this.at,
      state: this.state,
      chunk: this.chunk,
      offset: this.offset,
      length: this.length,
      chunks: this.chunks.slice(),
      states: this.states.slice(),
      reader: new ChunkReader(),
    };
  }

  /** Marks a slot's row dead: out of the order and the counts, its bytes waste. */
  private drop(slot: number): void {
    if (this.sealed) {
      const at = this.positionOf(slot);
      if (this.order[at] !== slot) throw new Error('inbox rows: a row is missing from the order');
      this.order.copyWithin(at, at + 1, this.size);
      this.size--;
    }
    const code = this.state[slot]!;
    this.counts[code] = (this.counts[code] ?? 1) - 1;
    this.liveBytes -= this.length[slot]!;
    this.deadBytes += this.length[slot]!;
  }

  private insert(slot: number): void {
    if (this.size === this.order.length) this.order = grown(this.order, this.size * 2);
    const at = this.positionOf(slot);
    this.order.copyWithin(at + 1, at, this.size);
    this.order[at] = slot;
    this.size++;
  }

  private codeOf(state: string): number {
    let code = this.codes.get(state);
    if (code === undefined) {
      code = this.states.length;
      if (code > 0xffff) throw new Error('inbox rows: too many states');
      this.states.push(state);
      this.codes.set(state, code);
    }
    return code;
  }

  /** A new slot for a row of `bytes` JSON bytes, its space reserved at the end of its lane's chunk. */
  private newSlot(at: number, code: number, bytes: number): number {
    const slot = this.slots++;
    if (slot === this.at.length) this.growSlots(slot * 2);
    let lane = this.lane;
    if (this.weeks) {
      const week = Math.floor(at / WEEK_MS);
      lane = this.weeks.get(week) ?? newLane();
      if (lane.filled === 0) this.weeks.set(week, lane);
    }
    if (lane.chunk < 0 || lane.used + bytes > this.chunks[lane.chunk]!.size) {
      if (lane.chunk >= 0 && (this.sealed || this.loadInOrder || this.weeks)) {
        const raw = this.chunks[lane.chunk]!.pack(lane.used);
        if (raw?.length === this.chunkBytes) this.spare = raw;
      }
      const size = Math.max(
        this.weeks && lane.filled === 0 ? Math.min(FIRST_WEEK_CHUNK_BYTES, this.chunkBytes) : this.chunkBytes,
        bytes,
      );
      const raw = size === this.chunkBytes ? this.spare : undefined;
      if (raw) this.spare = undefined;
      lane.chunk = this.chunks.push(new Chunk(raw ?? Buffer.allocUnsafeSlow(size))) - 1;
      lane.used = 0;
      lane.filled++;
    }
    this.at[slot] = at;
    this.state[slot] = code;
    this.chunk[slot] = lane.chunk;
    this.offset[slot] = lane.used;
    this.length[slot] = bytes;
    lane.used += bytes;
    return slot;
  }

  private growSlots(capacity: number): void {
    this.at = grown(this.at, capacity);
    this.state = grown(this.state, capacity);
    this.chunk = grown(this.chunk, capacity);
    this.offset = grown(this.offset, capacity);
    this.length = grown(this.length, capacity);
  }

  private compactIfWasteful(): void {
    const dead = this.deadBytes;
    if (dead >= this.compactMinBytes && dead > this.compactFraction * (dead + this.liveBytes)) this.compact();
  }

  /**
   * Copies the live rows, in slot order (that is, chunk by chunk), into new arrays and chunks: an
   * old chunk is let go as soon as the copy has passed it, so that the copy never holds much more
   * than the live bytes. With `sequence` (slots), in that order instead, each old chunk let go once
   * its last live row is copied, `keep` chunks kept inflated meanwhile. A snapshot being written
   * keeps the arrays and chunks it took.
   */
  compact(sequence?: Int32Array, keep = INFLATED_KEPT): void {
    const old = {
      reader: sequence ? new ChunkReader(keep) : this.reader,
      ids: this.ids,
      at: this.at,
      state: this.state,
      chunk: this.chunk,
      offset: this.offset,
      length: this.length,
      chunks: this.chunks.slice(),
      slots: this.slots,
    };
    const live = this.slotOf.size;
    const capacity = Math.max(1024, live + (live >>> 3));
    this.ids = new SlotIds();
    this.at = new Float64Array(capacity);
    this.state = new Uint16Array(capacity);
    this.chunk = new Uint32Array(capacity);
    this.offset = new Uint32Array(capacity);
    this.length = new Uint32Array(capacity);
    this.chunks = [];
    this.reader = new ChunkReader();
    this.lane = newLane();
    this.slots = 0;
    const moved = new Int32Array(old.slots).fill(-1);
    const isLive = new Uint8Array(old.slots);
    // With a sequence, each old chunk goes once its last live row is copied.
    const left = sequence ? new Uint32Array(old.chunks.length) : undefined;
    for (const s of this.slotOf.slots()) {
      isLive[s] = 1;
      if (left) left[old.chunk[s]!]!++;
    }
    let passed = 0;
    const count = sequence ? sequence.length : old.slots;
    for (let k = 0; k < count; k++) {
      const s = sequence ? sequence[k]! : k;
      const c = old.chunk[s]!;
      if (!sequence) for (; passed < c; passed++) old.chunks[passed] = undefined as unknown as Chunk;
      if (!isLive[s]) continue;
      const bytes = old.length[s]!;
      const slot = this.newSlot(old.at[s]!, old.state[s]!, bytes);
      this.ids.copy(old.ids, s, slot);
      old.reader
        .bytes(old.chunks[c]!)
        .copy(
          this.chunks[this.chunk[slot]!]!.raw!,
          this.offset[slot]!,
          old.offset[s]!,
          old.offset[s]! + bytes,
        );
      moved[s] = slot;
      if (left && --left[c]! === 0) old.chunks[c] = undefined as unknown as Chunk;
    }
    // Every slot now holds a live row (of a new number).
    this.slotOf.rebuild(this.ids, this.slots);
    if (this.sealed) for (let i = 0; i < this.size; i++) this.order[i] = moved[this.order[i]!]!;
    this.copyInflated = old.reader.inflated;
    old.reader.clear();
    this.deadBytes = 0;
    this.compactions++;
  }
}

/** A chunk rows are appended to, the bytes used of it, and how many chunks the lane has had. */
interface Lane {
  chunk: number;
  used: number;
  filled: number;
}

const newLane = (): Lane => ({ chunk: -1, used: 0, filled: 0 });

function grown<T extends Float64Array | Uint16Array | Uint32Array | Int32Array>(
  array: T,
  capacity: number,
): T {
  const next = new (array.constructor as new (n: number) => T)(Math.max(1024, capacity));
  next.set(array);
  return next;
}

function* linesOf(view: RowsView, reuse: boolean): Generator<Buffer> {
  const { order, ids, at, state, chunk, offset, length, chunks, states, reader } = view;
  let buffer = Buffer.alloc(0);
  for (let start = 0; start < order.length; start += 1000) {
    const end = Math.min(order.length, start + 1000);
    const heads: string[] = [];
    let bytes = 0;
    for (let i = start; i < end; i++) {
      const slot = order[i]!;
      const head = `${ids.get(slot)}\t${at[slot]}\t${states[state[slot]!]}\t`;
      heads.push(head);
      bytes += Buffer.byteLength(head) + length[slot]! + 1;
    }
    if (!reuse || buffer.length < bytes) buffer = Buffer.allocUnsafeSlow(reuse ? bytes * 2 : bytes);
    const piece = buffer.subarray(0, bytes);
    let pos = 0;
    for (let i = start; i < end; i++) {
      const slot = order[i]!;
      pos += piece.write(heads[i - start]!, pos, 'utf8');
      const bytes = reader.bytes(chunks[chunk[slot]!]!);
      pos += bytes.copy(piece, pos, offset[slot]!, offset[slot]! + length[slot]!);
      piece[pos++] = NEWLINE;
    }
    yield piece;
  }
}
