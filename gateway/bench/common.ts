// What the bench scripts share: where the repository is, their settings and ports, the bench's
// staff account, and a process's resident memory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The checkout whose production gateway `spawnGateway` starts: BENCH_GATEWAY_ROOT, else this one. */
export const GATEWAY_ROOT = process.env.BENCH_GATEWAY_ROOT
  ? path.resolve(process.env.BENCH_GATEWAY_ROOT)
  : ROOT;

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

/**
 * Stops the run when a port the bench is to listen on is taken: it would measure whatever answers
 * there (another checkout's gateway, say), not the gateway it started.
 */
export async function assertPortsFree(...ports: number[]): Promise<void> {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', () =>
        reject(
          new Error(
            `port ${port} is in use: stop what listens there or set BENCH_PORT / BENCH_BASELINE_PORT`,
          ),
        ),
      );
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }
}

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

/**
 * Starts the production gateway as `make start` does, in its own process group, on the bench's port
 * with the demo venue and the bench's staff account; `env` goes on top.
 */
export function spawnGateway(dataDir: string, log: number, env: Record<string, string> = {}): ChildProcess {
  return spawn('bash', [path.join(GATEWAY_ROOT, 'gateway/scripts/start.sh')], {
    cwd: GATEWAY_ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: GATEWAY,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The embedded FerretDB unless BENCH_MONGODB_URI names a server.
      MONGODB_URI: process.env.BENCH_MONGODB_URI ?? '',
      // e.g. --cpu-prof --cpu-prof-dir=/tmp/prof to profile the gateway under load
      NODE_OPTIONS: process.env.BENCH_GATEWAY_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '',
      ...env,
    },
  });
}
