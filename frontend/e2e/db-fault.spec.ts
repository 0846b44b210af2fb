import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { processGroupMembers, startGateway, stopGateway, waitReady } from './gateway-process.ts';
import { E2E_PORT } from './playwright.config.ts';

/**
 * The embedded database dies under 20 clients' bookings (as the out-of-memory killer
 * would kill it), then the whole gateway does. Nothing acknowledged is lost or stored twice, the
 * service comes back by itself, and the log says what happened. Prints the figures.
 */

const port = E2E_PORT + 4;
const admin = { email: 'fault@venue.test', password: 'fault-password-123' };
const CLIENTS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

interface Answer {
  key: string;
  status: number;
  code?: string;
  id?: string;
  sentAt: number;
  doneAt: number;
}

/** 20 clients booking one after another, each booking marked with its own key in the note. */
function bookingTraffic(base: string, run: string) {
  const answers: Answer[] = [];
  let flowing = true;
  const client = async (c: number) => {
    for (let i = 0; flowing; i++) {
      const key = `${run}-${c}-${i}`;
      const sentAt = Date.now();
      try {
        const res = await fetch(`${base}/api/bookings/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Khách ${c}`,
            phone: '0901234567',
            email: `client${c}@venue.test`,
            date: tomorrow,
            timeSlot: '19:00',
            guests: 2,
            note: key,
          }),
        });
        const body = (await res.json().catch(() => ({}))) as {
          results?: { _id: string };
          error?: { code: string };
        };
        answers.push({
          key,
          status: res.status,
          code: body.error?.code,
          id: body.results?._id,
          sentAt,
          doneAt: Date.now(),
        });
      } catch {
        // The gateway itself is gone (the second test): no answer, so nothing was acknowledged.
        answers.push({ key, status: 0, sentAt, doneAt: Date.now() });
        await sleep(100);
      }
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return {
    answers,
    acknowledged: () => answers.filter((a) => a.status === 201),
    stop: async () => {
      flowing = false;
      await done;
    },
  };
}

/** Every stored booking's note (the client's key), read back through the staff API. */
async function storedKeys(base: string, run: string): Promise<string[]> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/bookings/all?pageSize=100&page=${page}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status, 'the staff list of bookings answers').toBe(200);
    const { results } = (await res.json()) as { results: { items: { note: string }[] } };
    keys.push(...results.items.map((b) => b.note).filter((n) => n.startsWith(`${run}-`)));
    if (results.items.length < 100) return keys;
  }
}

function tally(acknowledged: Answer[], stored: string[]) {
  const storedSet = new Set(stored);
  return {
    acknowledged: acknowledged.length,
    stored: stored.length,
    lost: acknowledged.filter((a) => !storedSet.has(a.key)).length,
    duplicates: stored.length - storedSet.size,
  };
}

/** The embedded FerretDB's process: the one with this data folder on its command line. */
function ferretPid(dataDir: string): number | undefined {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.includes('ferretdb') && l.includes(dataDir));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

test.describe('the embedded database under faults', () => {
  let dataDir: string;
  let logFile: string;
  test.beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-db-fault-'));
    logFile = path.join(dataDir, 'gateway.log');
  });
  test.afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('FerretDB killed mid-booking is restarted: nothing acknowledged lost, none twice', async () => {
    test.setTimeout(180_000);
    const gateway = startGateway({ port, dataDir, admin, logFile, env: { LOG_LEVEL: 'info' } });
    try {
      await waitReady(gateway.base);
      const readyz: { at: number; status: number }[] = [];
      let watching = true;
      const watcher = (async () => {
        while (watching) {
          const status = await fetch(`${gateway.base}/readyz`).then(
            (r) => r.status,
            () => 0,
          );
          readyz.push({ at: Date.now(), status });
          await sleep(100);
        }
      })();

      const traffic = bookingTraffic(gateway.base, 'kill-db');
      while (traffic.acknowledged().length < 40) await sleep(50);
      const pid = ferretPid(dataDir);
      expect(pid, 'the embedded FerretDB is running').toBeTruthy();
      process.kill(pid!, 'SIGKILL');
      const killedAt = Date.now();

      // Bookings are answered again by themselves: the first 201 to a booking sent after the kill.
      let answeredAgainAt = 0;
      while (!answeredAgainAt && Date.now() - killedAt < 30_000) {
        answeredAgainAt = traffic.acknowledged().find((a) => a.sentAt > killedAt)?.doneAt ?? 0;
        await sleep(50);
      }
      const secondsUntilAnsweredAgain = answeredAgainAt ? (answeredAgainAt - killedAt) / 1000 : null;
      expect(secondsUntilAnsweredAgain, 'bookings are answered again without any action').not.toBeNull();
      await sleep(2000);
      await traffic.stop();
      watching = false;
      await watcher;

      const stored = await storedKeys(gateway.base, 'kill-db');
      const figures = {
        ...tally(traffic.acknowledged(), stored),
        answers: traffic.answers.length,
        unavailable503: traffic.answers.filter((a) => a.status === 503).length,
        secondsUntilAnsweredAgain,
      };
      console.log(`FerretDB SIGKILL under ${CLIENTS} clients: ${JSON.stringify(figures)}`);

      expect(figures.lost).toBe(0);
      expect(figures.duplicates).toBe(0);
      // Every answer is a stored booking or the clear 503; no 500, no dropped connection.
      const unclear = traffic.answers.filter(
        (a) => a.status !== 201 && !(a.status === 503 && a.code === 'SERVICE_UNAVAILABLE'),
      );
      expect(unclear).toEqual([]);
      expect(secondsUntilAnsweredAgain!).toBeLessThanOrEqual(15);
      // /readyz said 503 after the kill, then 200 again.
      const firstDown = readyz.find((r) => r.at > killedAt && r.status === 503);
      expect(firstDown, '/readyz answered 503 while the database was down').toBeTruthy();
      expect(readyz.some((r) => r.at > firstDown!.at && r.status === 200)).toBe(true);
      // FerretDB runs again under the same data folder, a new process.
      expect(ferretPid(dataDir)).not.toBe(pid);
      const log = fs.readFileSync(logFile, 'utf8');
      expect(log).toContain('embedded FerretDB exited unexpectedly (signal SIGKILL)');
      expect(log).toContain('embedded FerretDB restarted');

      // SIGTERM (as `make start` forwards it) stops both, and no restart follows.
      const exited = new Promise<number | null>((r) => gateway.child.once('exit', (code) => r(code)));
      process.kill(gateway.child.pid!, 'SIGTERM');
      expect(await exited).toBe(0);
      for (let t = 0; t < 50 && ferretPid(dataDir); t++) await sleep(200);
      expect(ferretPid(dataDir)).toBeUndefined();
      expect(fs.readFileSync(logFile, 'utf8').match(/exited unexpectedly/g)).toHaveLength(1);
    } finally {
      if (processGroupMembers(gateway.child.pid!).length) await stopGateway(gateway.child);
    }
  });

  test('the whole gateway killed mid-booking: a fresh start has every acknowledged booking', async () => {
    test.setTimeout(180_000);
    let gateway = startGateway({ port, dataDir, admin, logFile });
    try {
      await waitReady(gateway.base);
      const traffic = bookingTraffic(gateway.base, 'kill-all');
      while (traffic.acknowledged().length < 40) await sleep(50);
      // SIGKILL to the process group of `make start`: the gateway has no chance to clean up.
      process.kill(-gateway.child.pid!, 'SIGKILL');
      await traffic.stop();
      // The kernel takes FerretDB down with it (setpriv's parent-death signal).
      for (let t = 0; t < 50 && ferretPid(dataDir); t++) await sleep(200);
      expect(ferretPid(dataDir)).toBeUndefined();

      gateway = startGateway({ port, dataDir, admin, logFile });
      await waitReady(gateway.base);
      const stored = await storedKeys(gateway.base, 'kill-all');
      const figures = tally(traffic.acknowledged(), stored);
      console.log(`gateway SIGKILL under ${CLIENTS} clients, then a fresh start: ${JSON.stringify(figures)}`);
      expect(figures.lost).toBe(0);
      expect(figures.duplicates).toBe(0);
      expect(figures.acknowledged).toBeGreaterThanOrEqual(40);
    } finally {
      if (processGroupMembers(gateway.child.pid!).length) await stopGateway(gateway.child);
    }
  });
});
