import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);

/**
 * A CommonJS package that only some writes or pages need, loaded by the first call instead of at
 * start: a gateway that serves readers never holds it. V8 keeps every loaded module's source and
 * objects for the life of the process, and the heap the gateway may grow to is a multiple of what it
 * holds (see scripts/start.sh). Each such package is megabytes of heap (docs/performance-log.md).
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireCjs(id) as T);
}
