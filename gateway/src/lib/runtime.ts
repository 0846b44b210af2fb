import type { Config } from '../config.ts';

let current: Config | undefined;

/** The parsed configuration, set once at start-up (or by a test harness). */
export function setRuntimeConfig(config: Config): void {
  current = config;
}

export function runtimeConfig(): Config {
  if (!current) throw new Error('Configuration not loaded: call setRuntimeConfig() at start-up');
  return current;
}
