/**
 * The gateway's one clock. Everything that decides by the time of day (what is public yet, when a
 * cached answer expires, "today" at the venue) asks `now()`, so tests move time instead of
 * sleeping. Pure: the frontend imports it through lib/venue-time.ts.
 */

let offsetMs = 0;

/** Milliseconds since the epoch: the wall clock, moved by what a test set. */
export function now(): number {
  return Date.now() + offsetMs;
}

/** `now()` as a Date. */
export function nowDate(): Date {
  return new Date(now());
}

/** Tests only: time keeps running from `at` on. */
export function setClock(at: Date | number | string): void {
  offsetMs = new Date(at).getTime() - Date.now();
}

/** Tests only: moves the clock `ms` forward (negative: back). */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Tests only: back to the wall clock. */
export function resetClock(): void {
  offsetMs = 0;
}
