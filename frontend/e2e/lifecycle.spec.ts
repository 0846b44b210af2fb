import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = 8191;
const base = `http://localhost:${port}`;
const admin = { email: 'lifecycle@venue.test', password: 'lifecycle-password' };

/** Starts the production gateway exactly as `make start` does, in its own process group (like a terminal). */
function start(dataDir: string): ChildProcess {
  return spawn('bash', [path.join(root, 'gateway/scripts/start.sh')], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
  });
}

async function waitReady(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('gateway did not become ready');
}

/** Ctrl-C: SIGINT to the whole process group, then wait until every process of the group is gone. */
async function stop(child: ChildProcess): Promise<void> {
  process.kill(-child.pid!, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && processGroupMembers(child.pid!).length > 0)
    await new Promise((r) => setTimeout(r, 200));
}

function processGroupMembers(pgid: number): string[] {
  const out = execFileSync('ps', ['-eo', 'pgid=,pid=,args='], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.trim().split(/\s+/)[0] === String(pgid));
}

function processesUsing(dataDir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dataDir) && !line.includes('ps -eo'));
}

test('data written through the gateway survives a restart, and stopping leaves no process behind', async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-lifecycle-'));
  let child = start(dataDir);
  try {
    await waitReady();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await fetch(`${base}/api/tags/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ nameVi: 'Còn đó sau khi khởi động lại', nameEn: 'Survives restarts' }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { results: { _id: string } }).results._id;

    // FerretDB runs as a child of the gateway with the data folder on its command line.
    expect(processesUsing(dataDir).some((l) => l.includes('ferretdb'))).toBe(true);
    const pgid = child.pid!;
    expect(processGroupMembers(pgid).some((l) => l.includes('node'))).toBe(true);
    await stop(child);
    await new Promise((r) => setTimeout(r, 500));
    expect(processesUsing(dataDir)).toEqual([]);
    expect(processGroupMembers(pgid)).toEqual([]);

    child = start(dataDir);
    await waitReady();
    const again = await fetch(`${base}/api/tags/${id}`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { results: { nameEn: string } }).results.nameEn).toBe(
      'Survives restarts',
    );
  } finally {
    if (processGroupMembers(child.pid!).length) await stop(child).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
