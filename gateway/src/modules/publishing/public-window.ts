/**
 * What visitors see of events or news only changes with a write or at a moment (a scheduled
 * publication, an upcoming event's end). A window holds the public items from `from` until the
 * next moment, with each list a visitor asks for (a filter) made once and shared by every request
 * of the window: a page is then a slice of it, its total a length, whatever the collection's size.
 * A new version of the items (a write) starts a new window.
 */
export class PublicWindow<T> {
  /** Lists kept a window at most (each distinct filter a visitor asks for is one). */
  static readonly LISTS_MAX = 1000;
  private readonly lists = new Map<string, readonly T[]>();
  /** Other values made from the window (featured tags), kept with it. */
  readonly derived = new Map<string, unknown>();

  /** Every item of the version, in the module's order. */
  readonly sorted: readonly T[];
  readonly from: number;
  readonly until: number;

  constructor(sorted: readonly T[], from: number, until: number) {
    this.sorted = sorted;
    this.from = from;
    this.until = until;
  }

  /** The list named `key`, made by `make` the first time it is asked for in this window. */
  list(key: string, make: () => readonly T[]): readonly T[] {
    let list = this.lists.get(key);
    if (list) return list;
    list = make();
    if (this.lists.size >= PublicWindow.LISTS_MAX) this.lists.clear();
    this.lists.set(key, list);
    return list;
  }
}

/**
 * The window for a version (`sorted`) at `now`: the one kept while both still match, else a new
 * one up to `nextMoment` (the first time after `now` at which a public list may change by itself:
 * the module's moments for the content clock, read for the same version).
 */
export function publicWindows<T>(
  nextMoment: (now: number) => number,
): (sorted: readonly T[], now: number) => PublicWindow<T> {
  let kept: PublicWindow<T> | undefined;
  return (sorted, now) => {
    if (kept && kept.sorted === sorted && now >= kept.from && now < kept.until) return kept;
    return (kept = new PublicWindow(sorted, now, nextMoment(now)));
  };
}
