import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The running gateway's embedded FerretDB, recorded in DATA_DIR so that `make backup` reads the
 * live database through it instead of opening the same SQLite files from a second FerretDB.
 */
const FILE = 'embedded-db.json';

export function recordEmbeddedDatabase(dataDir: string, port: number): void {
  fs.writeFileSync(path.join(dataDir, FILE), JSON.stringify({ port, pid: process.pid }));
}

export function forgetEmbeddedDatabase(dataDir: string): void {
  fs.rmSync(path.join(dataDir, FILE), { force: true });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The recorded database when its gateway is still alive and the port answers. */
export async function runningEmbeddedDatabase(
  dataDir: string,
): Promise<{ uri: string; pid: number } | undefined> {
  let state: { port?: number; pid?: number };
  try {
    state = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as typeof state;
  } catch {
    return undefined;
  }
  if (!state.port || !state.pid) return undefined;
  try {
    process.kill(state.pid, 0);
  } catch {
    return undefined;
  }
  return (await answers(state.port))
    ? { uri: `mongodb://127.0.0.1:${state.port}/`, pid: state.pid }
    : undefined;
}
