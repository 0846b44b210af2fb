/** At most `limit` hits per `windowMs` for `key`; windows are fixed (aligned on the epoch). */
export interface Rule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Where the slots live: an insert that reports a taken `_id`, and a look-up by `_id`. */
export interface SlotStore {
  /** false when the slot was taken already (duplicate `_id`). */
  insert(id: string, expireAt: Date): Promise<boolean>;
  exists(id: string): Promise<boolean>;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: Rule };

interface WindowState {
  end: number;
  /** The next slot to try; undefined until this process has located the window's first free one. */
  next?: number;
  locating?: Promise<boolean>;
}

/**
 * Counts hits as numbered slots claimed by insert (`<key>:<window start>:<n>`), so that several
 * gateways on one database share one count without an atomic `$inc`. Each process remembers the
 * next slot of every live window: under the limit a hit costs one insert, over it nothing (a flood
 * is refused from memory). A gateway new to a window finds its first free slot by bisection.
 */
export class SlotLimiter {
  private windows = new Map<string, WindowState>();
  private sweptAt = 0;
  private readonly store: SlotStore;
  private readonly now: () => number;

  constructor(store: SlotStore, now: () => number = Date.now) {
    this.store = store;
    this.now = now;
  }

  /**
   * One hit against every rule, in order. A rule known to be full refuses before anything is
   * claimed; otherwise slots are claimed rule by rule and the first full one refuses.
   */
  async take(rules: Rule[]): Promise<Verdict> {
    const now = this.now();
    let refused: Verdict | undefined;
    for (const rule of rules) {
      const { state } = this.window(rule, now);
      if (state.next !== undefined && state.next > rule.limit)
        refused = this.refuse(rule, state, now, refused);
    }
    if (refused) return refused;
    for (const rule of rules) {
      const { id, state } = this.window(rule, now);
      if (!(await this.claim(id, state, rule.limit))) return this.refuse(rule, state, now);
    }
    return { allowed: true };
  }

  /** Claims a slot of one rule's window; false when the window is full. */
  async hit(rule: Rule): Promise<boolean> {
    const { id, state } = this.window(rule, this.now());
    return this.claim(id, state, rule.limit);
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
      this.sweep(now);
      state = { end: start + rule.windowMs };
      this.windows.set(id, state);
    }
    return { id, state };
  }

  private async claim(id: string, state: WindowState, limit: number): Promise<boolean> {
    if (state.next === undefined) {
      if (!state.locating) {
        // Most windows are new: try the first slot, and search only when it is taken.
        const first = this.store.insert(`${id}:1`, new Date(state.end)).then(async (ok) => {
          state.next = ok ? 2 : await this.firstFree(id, limit);
          return ok;
        });
        state.locating = first;
        first.catch(() => (state.locating = undefined));
        if (await first) return true;
      } else await state.locating;
    }
    // Numbers are taken synchronously, so concurrent hits in this process never race for one slot.
    while (state.next! <= limit) {
      const n = state.next!++;
      if (await this.store.insert(`${id}:${n}`, new Date(state.end))) return true;
      // Another gateway claimed it: the next one.
    }
    return false;
  }

  /** The smallest free slot in 2..limit+1 (slots are claimed in order, so the taken ones are a prefix). */
  private async firstFree(id: string, limit: number): Promise<number> {
    let lo = 2;
    let hi = limit + 1;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (await this.store.exists(`${id}:${mid}`)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Forgets ended windows, at most once a second. */
  private sweep(now: number): void {
    if (now - this.sweptAt < 1000) return;
    this.sweptAt = now;
    for (const [id, state] of this.windows) if (state.end <= now) this.windows.delete(id);
  }
}
