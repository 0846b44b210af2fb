import { now as clockNow } from './clock.ts';
/**
 * The one place that knows when public content changes by itself, with no write: a scheduled event
 * or post goes public, an upcoming event turns past. Each content module registers its moments
 * (from its read model); every cache of public answers expires at the next one.
 */
type Moments = (from: number) => number | null;
const sources: Moments[] = [];

export function registerMoments(next: Moments): void {
  sources.push(next);
}

/** The first moment after `from` (epoch ms) at which public content changes by itself, or Infinity. */
export function nextContentChange(from: number = clockNow()): number {
  let next = Infinity;
  for (const source of sources) {
    const at = source(from);
    if (at !== null && at < next) next = at;
  }
  return next;
}

/** The first value in ascending `sorted` that is greater than `from`, or null (binary search). */
export function firstAfter(sorted: ArrayLike<number>, from: number): number | null {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length ? sorted[lo]! : null;
}
