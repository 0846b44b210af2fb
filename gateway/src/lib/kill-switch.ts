/**
 * Tests of crashes: with NODE_ENV=test and KILL_AFTER_STEP=<step>, the process SIGKILLs itself
 * right after that step of a write (the steps are named where they happen), so a test can show
 * what a kill between two writes leaves and what repairs it. Never in any other build.
 */
const armed = process.env.NODE_ENV === 'test' ? process.env.KILL_AFTER_STEP : undefined;

export function stepDone(step: string): void {
  if (armed && armed === step) process.kill(process.pid, 'SIGKILL');
}
