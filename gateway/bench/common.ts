// What the bench scripts share: where the repository is, their settings and ports, the bench's
// staff account, and a process's resident memory.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A positive number from the environment, else `fallback`. */
export const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export const PORT = num('BENCH_PORT', 8209);
export const BASELINE_PORT = num('BENCH_BASELINE_PORT', 8219);
export const GATEWAY = `http://127.0.0.1:${PORT}`;
export const BASELINE = `http://127.0.0.1:${BASELINE_PORT}`;
export const ADMIN = { email: 'bench-admin@venue.test', password: 'bench-password-123' };

/** Resident memory of a process in MB (from /proc), undefined when it is gone. */
export function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}
