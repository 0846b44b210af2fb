import { LRUCache } from 'lru-cache';

/** At most `limit` hits per `windowMs` for `key`; windows are fixed (aligned on the epoch). */
export interface Rule {
  key: string;
  limit: number;
  windowMs: number;
  /** Counted, but a full window does not refuse: the verdict says `over` instead. */
  soft?: boolean;
}

/** A slot, or another document claimed by `_id` in the same insert (a rider, e.g. a duplicate marker). */
export interface SlotDoc {
  id: string;
  expireAt: Date;
  targetId?: string;
}

/** Where the slots live: inserts that report each taken `_id`, and a look-up by `_id`. */
export interface SlotStore {
  /** One result per document: false when its `_id` was taken already. */
  insert(slots: SlotDoc[]): Promise<boolean[]>;
  exists(id: string): Promise<boolean>;
}

export type Verdict = (
  | { allowed: true; /** a soft rule's window was full */ over: boolean }
  | { allowed: false; retryAfterSeconds: number; rule: Rule }
) & {
  /** Whether each rider was inserted (present when riders were given). */
  riders?: boolean[];
};

interface WindowState {
  end: number;
  /** The next slot this process will try. */
  next: number;
  /** Whether this process has looked for the window's first free slot (after another took one). */
  located: boolean;
}

/**
 * Counts hits as numbered slots claimed by insert (`<key>:<window start>:<n>`), so that several
 * gateways on one database share one count without an atomic `$inc`. Each process remembers the
 * next slot of every live window: under the limits a hit costs one insert of one slot per rule,
 * over them nothing (a flood is refused from memory). A gateway that finds a slot taken looks for
 * the window's first free one by bisection, then goes on from there.
 */
export class SlotLimiter {
  /** Live windows; bounded, so that a spread flood (many addresses, random emails) cannot grow it. */
  private windows = new LRUCache<string, WindowState>({ max: 100_000 });
  private readonly store: SlotStore;
  private readonly now: () => number;

  constructor(store: SlotStore, now: () => number = Date.now) {
    this.store = store;
    this.now = now;
  }

  /** The refusal, from this process's memory alone (no database), when a window is known full. */
  knownFull(rules: Rule[]): Verdict | undefined {
    const now = this.now();
    let refused: Verdict | undefined;
    for (const rule of rules) {
      if (rule.soft) continue;
      const { state } = this.window(rule, now);
      if (state.next > rule.limit) refused = this.refuse(rule, state, now, refused);
    }
    return refused;
  }

  /**
   * One hit against every rule: a rule known to be full refuses before anything is claimed;
   * otherwise one slot of each rule is claimed, all in one insert, and a rule whose window turns
   * out full refuses (the others keep their slots: an attempt counts). `riders` go in the same
   * insert (one write for the lot) and are reported in `riders`.
   */
  async take(rules: Rule[], riders: SlotDoc[] = []): Promise<Verdict> {
    const refused = this.knownFull(rules);
    if (refused) return refused;
    const now = this.now();
    const windows = rules.map((rule) => ({ rule, ...this.window(rule, now) }));
    const tries = windows.map(({ rule, state }) => (state.next <= rule.limit ? state.next++ : undefined));
    const batch = windows.flatMap((w, i) =>
      tries[i] === undefined ? [] : [{ id: `${w.id}:${tries[i]}`, expireAt: new Date(w.state.end) }],
    );
    const inserted = batch.length + riders.length ? await this.store.insert([...riders, ...batch]) : [];
    const ridden = riders.length ? { riders: inserted.slice(0, riders.length) } : {};
    let over = false;
    let verdict: Verdict | undefined;
    let at = riders.length;
    for (const [i, { rule, id, state }] of windows.entries()) {
      const ok = tries[i] !== undefined && (inserted[at++] || (await this.claim(id, state, rule.limit)));
      if (ok) continue;
      if (rule.soft) over = true;
      else verdict ??= this.refuse(rule, state, now);
    }
    return { ...(verdict ?? { allowed: true, over }), ...ridden };
  }

  private refuse(rule: Rule, state: WindowState, now: number, other?: Verdict): Verdict {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.end - now) / 1000));
    if (other && !other.allowed && other.retryAfterSeconds >= retryAfterSeconds) return other;
    return { allowed: false, retryAfterSeconds, rule };
  }

  private window(rule: Rule, now: number): { id: string; state: WindowState } {
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    const id = `${rule.key}:${start}`;
    let state = this.windows.get(id);
    if (!state) {
      // Forgotten when it ends, or earlier when crowded out: a forgotten window is found again by
      // bisection the first time a slot turns out taken.
      state = { end: start + rule.windowMs, next: 1, located: false };
      this.windows.set(id, state, { ttl: state.end - now });
    }
    return { id, state };
  }

  /** After a taken slot: the next free one, found once by bisection; false when the window is full. */
  private async claim(id: string, state: WindowState, limit: number): Promise<boolean> {
    if (!state.located) {
      state.located = true;
      state.next = Math.max(state.next, await this.firstFree(id, limit));
    }
    // Numbers are taken synchronously, so concurrent hits in this process never race for one slot.
    while (state.next <= limit) {
      const n = state.next++;
      const [ok] = await this.store.insert([{ id: `${id}:${n}`, expireAt: new Date(state.end) }]);
      if (ok) return true;
      // Another gateway claimed it: the next one.
    }
    return false;
  }

  /** The smallest free slot in 1..limit+1 (slots are claimed in order, so the taken ones are a prefix). */
  private async firstFree(id: string, limit: number): Promise<number> {
    let lo = 1;
    let hi = limit + 1;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (await this.store.exists(`${id}:${mid}`)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
