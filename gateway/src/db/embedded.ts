import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { freePort, waitForPort } from '../lib/net.ts';
import { gatewayRoot, toolsDir } from '../lib/paths.ts';

/** The FerretDB this gateway is built and tested with; install-ferretdb.sh reads it from here. */
export const FERRETDB_VERSION = 'v1.24.2';
const SETPRIV = '/usr/bin/setpriv';

export interface EmbeddedDatabase {
  uri: string;
  port: number;
  process: ChildProcess;
  /** FerretDB's last lines on stderr (kept to say why it exited). */
  stderrTail(): string[];
  stop(): Promise<void>;
}

/** Where the embedded FerretDB keeps its SQLite files (one per database) in a data folder. */
export const sqliteDirOf = (dataDir: string) => path.join(dataDir, 'ferretdb');

function findBinary(): string | undefined {
  const binary = path.join(toolsDir, 'bin', 'ferretdb');
  return fs.existsSync(binary) ? binary : undefined;
}

/** Installs FerretDB into the project's tools folder when it is missing (needs Go). */
export function ensureFerretBinary(): string {
  const found = findBinary();
  if (found) return found;
  const script = path.join(gatewayRoot, 'scripts', 'install-ferretdb.sh');
  const result = spawnSync('bash', [script], { stdio: 'inherit' });
  const installed = findBinary();
  if (result.status !== 0 || !installed) {
    throw new Error(
      'No database: MONGODB_URI is not set and the embedded FerretDB could not be installed. ' +
        'Set MONGODB_URI to a MongoDB server, install Go (so FerretDB can be built), or run `make up` with Docker.',
    );
  }
  return installed;
}

/** Starts FerretDB (SQLite backend) on free loopback ports, with its data kept in `dataDir`. */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  log?: (line: string) => void;
  /** A fixed port (to restart on the same address); a free one when omitted. */
  port?: number;
}): Promise<EmbeddedDatabase> {
  const binary = ensureFerretBinary();
  const sqliteDir = sqliteDirOf(options.dataDir);
  fs.mkdirSync(sqliteDir, { recursive: true });
  const [port, debugPort] = [options.port ?? (await freePort()), await freePort()];
  const args = [
    '--handler=sqlite',
    // WAL with synchronous=NORMAL: a commit is safe when FerretDB or the gateway dies, and syncs
    // to disk at checkpoints, not each time, as MongoDB's default acknowledges a write before its
    // journal is flushed (every 100 ms). Every booking's writes waited on a sync before.
    `--sqlite-url=file:${sqliteDir}/?_pragma=synchronous(normal)`,
    `--state-dir=${options.dataDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    `--debug-addr=127.0.0.1:${debugPort}`,
    '--telemetry=disable',
    '--log-level=WARN',
  ];
  // setpriv makes the kernel kill FerretDB when the gateway dies, however it dies (even SIGKILL).
  // With it, FerretDB also gets its own process group: a Ctrl-C reaches the gateway only, which
  // then stops FerretDB itself, so the supervisor never mistakes a Ctrl-C for a crash.
  const withSetpriv = fs.existsSync(SETPRIV);
  // Go's collector every 400% of growth, not 100%: a full read of 100,000 bookings spent a fifth
  // of FerretDB's CPU collecting (9.9 -> 8.2 s, its peak RSS 44 -> 63 MB; docs/performance-log.md).
  const env = { ...process.env, GOGC: process.env.GOGC ?? '400' };
  const child = withSetpriv
    ? spawn(SETPRIV, ['--pdeathsig', 'SIGTERM', '--', binary, ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
        env,
      })
    : spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
    options.log?.(chunk.toString().trimEnd());
  });
  const stderrTail = () => stderr.trimEnd().split('\n').filter(Boolean).slice(-10);
  const alive = () => child.exitCode === null && child.signalCode === null;
  try {
    await waitForPort(port, 30_000, alive);
    await answersPing(port);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`FerretDB did not start: ${(error as Error).message}\n${stderr}`, { cause: error });
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!alive()) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { uri: `mongodb://127.0.0.1:${port}/`, port, process: child, stderrTail, stop };
}

/**
 * A FerretDB is up when it answers a command, not when its port does: seen after a SIGKILL under
 * load, about one restart in seven took connections on its port and reset every one of them.
 */
async function answersPing(port: number): Promise<void> {
  const client = new mongoose.mongo.MongoClient(`mongodb://127.0.0.1:${port}/`, {
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
  });
  try {
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * One line when the server is a FerretDB of another version than `FERRETDB_VERSION` (its behaviour,
 * and so what staff see, may differ); undefined when it is that version or not a FerretDB.
 */
export async function ferretVersionMismatch(
  db: { admin(): { command(c: Record<string, unknown>): Promise<Record<string, unknown>> } },
  expected: string = FERRETDB_VERSION,
): Promise<string | undefined> {
  const info = await db.admin().command({ buildInfo: 1 });
  const running = info.ferretdbVersion;
  if (typeof running !== 'string' || running === expected) return undefined;
  return `FerretDB ${running} is running, but this gateway is built and tested with ${expected}: run gateway/scripts/install-ferretdb.sh or set FERRETDB_VERSION in gateway/src/db/embedded.ts`;
}
