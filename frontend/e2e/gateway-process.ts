import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Public-write limits far above what the browser tests post from their one address, and no
 * duplicate window (they post alike bookings, and a retried test posts its own again). The
 * limits' own spec starts its gateway with the defaults.
 */
export const RAISED_LIMITS = {
  LIMIT_ADDRESS_PER_MINUTE: '100000',
  LIMIT_ADDRESS_PER_HOUR: '100000',
  LIMIT_EMAIL_PER_10_MINUTES: '100000',
  LIMIT_EMAIL_PER_DAY: '100000',
  DUPLICATE_WINDOW_SECONDS: '0',
};

export interface GatewayProcess {
  child: ChildProcess;
  base: string;
}

/**
 * Starts the production gateway exactly as `make start` does, in its own process group (like a
 * terminal), for tests that need a second gateway with its own data folder or settings.
 */
export function startGateway(options: {
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  env?: Record<string, string>;
  /** Keep the default limits on public writes (RAISED_LIMITS otherwise). */
  defaultLimits?: boolean;
  /** Where its stdout and stderr (the log) go; nowhere when omitted. */
  logFile?: string;
}): GatewayProcess {
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : 'ignore';
  const child = spawn('bash', [path.join(root, 'gateway/scripts/start.sh')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      LOG_LEVEL: 'warn',
      ...(options.defaultLimits ? {} : RAISED_LIMITS),
      ...options.env,
    },
  });
  if (typeof log === 'number') fs.closeSync(log);
  return { child, base: `http://localhost:${options.port}` };
}

export async function waitReady(base: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway at ${base} did not become ready`);
}

export function processGroupMembers(pgid: number): string[] {
  const out = execFileSync('ps', ['-eo', 'pgid=,pid=,args='], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.trim().split(/\s+/)[0] === String(pgid));
}

/** Ctrl-C: SIGINT to the whole process group, then wait until every process of the group is gone. */
export async function stopGateway(child: ChildProcess): Promise<void> {
  process.kill(-child.pid!, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && processGroupMembers(child.pid!).length > 0)
    await new Promise((r) => setTimeout(r, 200));
}
