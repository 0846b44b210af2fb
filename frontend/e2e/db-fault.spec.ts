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

const TIMES = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
// Enough that the rush never fills the day: every answer after a fault must be able to be a 201.
const PLACES = 300;

/** An area open every day at TIMES with PLACES places a slot: the traffic books its one day. */
async function openArea(base: string): Promise<string> {
  const token = await signIn(base);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const area = await fetch(`${base}/api/areas/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ nameVi: 'Sân vườn' }),
  }).then((r) => r.json() as Promise<{ results: { _id: string } }>);
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: TIMES }));
  const set = await fetch(`${base}/api/capacity/area/${area.results._id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ placesPerSlot: PLACES, hours, closures: [] }),
  });
  expect(set.status).toBe(200);
  return area.results._id;
}

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** Places left on the area's day equal its places less the guests of its stored bookings. */
async function leaked(base: string, areaId: string): Promise<Record<string, number>> {
  const token = await signIn(base);
  const guests: Record<string, number> = {};
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/bookings/all?pageSize=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { results } = (await res.json()) as {
      results: { items: { timeSlot: string; guests: number; status: string; areaId: string | null }[] };
    };
    for (const b of results.items)
      if (b.areaId === areaId && b.status !== 'cancelled') guests[b.timeSlot] = (guests[b.timeSlot] ?? 0) + b.guests;
    if (results.items.length < 100) break;
  }
  const day = await fetch(`${base}/api/capacity/availability?areaId=${areaId}&date=${tomorrow}`).then(
    (r) => r.json() as Promise<{ results: { slots: { time: string; left: number }[] } }>,
  );
  // Places hidden (a count too high) or shown twice (too low), per slot.
  return Object.fromEntries(
    day.results.slots
      .map((s) => [s.time, PLACES - (guests[s.time] ?? 0) - s.left] as const)
      .filter(([, d]) => d !== 0),
  );
}

/** 20 clients booking one area's day one after another, each booking marked with its own key in the note. */
function bookingTraffic(base: string, run: string, areaId: string) {
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
            timeSlot: TIMES[(c + i) % TIMES.length],
            guests: 1 + ((c + i) % 3),
            areaId,
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
  const accessToken = await signIn(base);
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

const unclearAnswers = (answers: Answer[]) =>
  answers.filter(
    (a) =>
      a.status !== 201 &&
      !(a.status === 503 && a.code === 'SERVICE_UNAVAILABLE') &&
      !(a.status === 409 && a.code === 'CONFLICT'),
  );

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

      const areaId = await openArea(gateway.base);
      const traffic = bookingTraffic(gateway.base, 'kill-db', areaId);
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
        full409: traffic.answers.filter((a) => a.status === 409).length,
        slowestSeconds: Math.max(...traffic.answers.map((a) => a.doneAt - a.sentAt)) / 1000,
        secondsUntilAnsweredAgain,
        leaked: await leaked(gateway.base, areaId),
      };
      console.log(`FerretDB SIGKILL under ${CLIENTS} clients: ${JSON.stringify(figures)}`);

      expect(figures.lost).toBe(0);
      expect(figures.duplicates).toBe(0);
      // Every answer is a stored booking, a full slot or the clear 503; no 500, no dropped connection.
      expect(unclearAnswers(traffic.answers)).toEqual([]);
      // Answered within DB_WAIT_MS (5 s) + 10 s; the places left are the places less the guests.
      expect(figures.slowestSeconds).toBeLessThanOrEqual(15);
      await expect.poll(() => leaked(gateway.base, areaId), { timeout: 15_000 }).toEqual({});
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

  test('the whole stack killed three times in a rush with cancels: a fresh start has it all, right', async () => {
    test.setTimeout(300_000);
    let gateway = startGateway({ port, dataDir, admin, logFile });
    let areaId = '';
    const acknowledged: Answer[] = [];
    const cancelled = new Set<string>();
    try {
      for (let round = 0; round < 3; round++) {
        await waitReady(gateway.base);
        areaId ||= await openArea(gateway.base);
        const traffic = bookingTraffic(gateway.base, `kill-all-${round}`, areaId);
        // Staff cancel every third booking acknowledged, while the rush goes on.
        const token = await signIn(gateway.base);
        let cancelling = true;
        const staff = (async () => {
          while (cancelling) {
            const next = traffic.acknowledged().filter((a, i) => i % 3 === 2 && !cancelled.has(a.id!))[0];
            if (!next) {
              await sleep(20);
              continue;
            }
            cancelled.add(next.id!);
            await fetch(`${gateway.base}/api/bookings/status/${next.id}`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ status: 'cancelled' }),
            }).catch(() => undefined);
          }
        })();
        while (traffic.acknowledged().length < 30) await sleep(50);
        // SIGKILL to the process group of `make start`: the gateway has no chance to clean up.
        process.kill(-gateway.child.pid!, 'SIGKILL');
        cancelling = false;
        await Promise.all([traffic.stop(), staff]);
        acknowledged.push(...traffic.acknowledged());
        // The kernel takes FerretDB down with it (setpriv's parent-death signal).
        for (let t = 0; t < 50 && ferretPid(dataDir); t++) await sleep(200);
        expect(ferretPid(dataDir)).toBeUndefined();
        gateway = startGateway({ port, dataDir, admin, logFile });
      }
      await waitReady(gateway.base);
      const stored = await storedKeys(gateway.base, 'kill-all');
      const figures = { ...tally(acknowledged, stored), cancels: cancelled.size };
      console.log(`the stack SIGKILLed 3 times under ${CLIENTS} clients and cancels: ${JSON.stringify(figures)}`);
      expect(figures.lost).toBe(0);
      expect(figures.duplicates).toBe(0);
      expect(figures.acknowledged).toBeGreaterThanOrEqual(90);
      // Kills between a count and its document hid places; the start's recount shows them again.
      await expect.poll(() => leaked(gateway.base, areaId), { timeout: 20_000 }).toEqual({});
      // Every booking's status can still change: asked again, each answers 200.
      const token = await signIn(gateway.base);
      const unchangeable: string[] = [];
      for (let page = 1; ; page++) {
        const res = await fetch(`${gateway.base}/api/bookings/all?pageSize=100&page=${page}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { results } = (await res.json()) as { results: { items: { _id: string; status: string }[] } };
        for (const b of results.items) {
          const again = await fetch(`${gateway.base}/api/bookings/status/${b._id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ status: b.status === 'new' ? 'confirmed' : b.status }),
          });
          if (again.status !== 200) unchangeable.push(`${b._id}: ${again.status}`);
        }
        if (results.items.length < 100) break;
      }
      expect(unchangeable).toEqual([]);
    } finally {
      if (processGroupMembers(gateway.child.pid!).length) await stopGateway(gateway.child);
    }
  });

  test('FerretDB paused 20 s mid-booking: every request answered in time, nothing leaked or lost', async () => {
    test.setTimeout(180_000);
    const gateway = startGateway({ port, dataDir, admin, logFile });
    try {
      await waitReady(gateway.base);
      const areaId = await openArea(gateway.base);
      const traffic = bookingTraffic(gateway.base, 'stop-db', areaId);
      while (traffic.acknowledged().length < 40) await sleep(50);
      const pid = ferretPid(dataDir)!;
      process.kill(pid, 'SIGSTOP');
      await sleep(20_000);
      process.kill(pid, 'SIGCONT');
      const continuedAt = Date.now();
      let answeredAgainAt = 0;
      while (!answeredAgainAt && Date.now() - continuedAt < 30_000) {
        answeredAgainAt = traffic.acknowledged().find((a) => a.sentAt > continuedAt)?.doneAt ?? 0;
        await sleep(50);
      }
      await sleep(2000);
      await traffic.stop();
      const stored = await storedKeys(gateway.base, 'stop-db');
      const figures = {
        ...tally(traffic.acknowledged(), stored),
        answers: traffic.answers.length,
        unavailable503: traffic.answers.filter((a) => a.status === 503).length,
        slowestSeconds: Math.max(...traffic.answers.map((a) => a.doneAt - a.sentAt)) / 1000,
        secondsUntilAnsweredAgain: answeredAgainAt ? (answeredAgainAt - continuedAt) / 1000 : null,
        leaked: await leaked(gateway.base, areaId),
      };
      console.log(`FerretDB SIGSTOP 20 s under ${CLIENTS} clients: ${JSON.stringify(figures)}`);
      expect(figures.lost).toBe(0);
      expect(figures.duplicates).toBe(0);
      expect(unclearAnswers(traffic.answers)).toEqual([]);
      expect(figures.slowestSeconds).toBeLessThanOrEqual(15);
      expect(figures.secondsUntilAnsweredAgain).not.toBeNull();
      expect(figures.secondsUntilAnsweredAgain!).toBeLessThanOrEqual(15);
      await expect.poll(() => leaked(gateway.base, areaId), { timeout: 90_000 }).toEqual({});
    } finally {
      if (processGroupMembers(gateway.child.pid!).length) await stopGateway(gateway.child);
    }
  });
});
