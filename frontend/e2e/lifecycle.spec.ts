import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { processGroupMembers, startGateway, stopGateway, waitReady } from './gateway-process.ts';

const port = 8191;
const admin = { email: 'lifecycle@venue.test', password: 'lifecycle-password' };

function processesUsing(dataDir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dataDir) && !line.includes('ps -eo'));
}

test('data written through the gateway survives a restart, and stopping leaves no process behind', async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-lifecycle-'));
  let { child, base } = startGateway({ port, dataDir, admin });
  try {
    await waitReady(base);
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
    await stopGateway(child);
    await new Promise((r) => setTimeout(r, 500));
    expect(processesUsing(dataDir)).toEqual([]);
    expect(processGroupMembers(pgid)).toEqual([]);

    ({ child, base } = startGateway({ port, dataDir, admin }));
    await waitReady(base);
    const again = await fetch(`${base}/api/tags/${id}`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { results: { nameEn: string } }).results.nameEn).toBe(
      'Survives restarts',
    );
  } finally {
    if (processGroupMembers(child.pid!).length) await stopGateway(child).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
