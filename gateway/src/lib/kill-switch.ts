/**
 * Tests of crashes: with NODE_ENV=test and KILL_AFTER_STEP=<step>, the process SIGKILLs itself
 * right after that step of a write (the steps are named where they happen), so a test can show
 * what a kill between two writes leaves and what repairs it. Never in any other build.
 */
const armed = process.env.NODE_ENV === 'test' ? process.env.KILL_AFTER_STEP : undefined;

export function stepDone(step: string): void {
  if (armed && armed === step) process.kill(process.pid, 'SIGKILL');
}

/** Tests of what happens later (an offer lapsing): with NODE_ENV=test, the clock starts this far ahead. */
export const testClockOffsetMs = (): number =>
  process.env.NODE_ENV === 'test' ? Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0) || 0 : 0;
