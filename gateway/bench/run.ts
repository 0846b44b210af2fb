// `make bench`: the production gateway under load, every figure a ratio against a bare Express
// baseline measured in the same run (numbers on a shared machine are noisy, ratios much less so).
//
// Processes: this one drives autocannon; the gateway (gateway/scripts/start.sh, own PORT, temp
// DATA_DIR, demo venue seeded) and the baseline (bench/baseline.ts) run as two others.
//
// Environment (for a quick run): BENCH_DURATION (s, 10), BENCH_WARMUP (s, 2), BENCH_CONNECTIONS
// (100), BENCH_LOAD_DURATION (s, 30), BENCH_LOAD_CONNECTIONS (200), BENCH_PORT (8209),
// BENCH_BASELINE_PORT (8219), BENCH_ONLY (comma-separated target ids, e.g. "a,b,d"; "flood" for
// the public-write flood of bench/flood.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import {
  ADMIN,
  assertPortsFree,
  BASELINE,
  BASELINE_PORT,
  GATEWAY,
  num,
  PORT,
  ROOT,
  rssMb,
  spawnGateway,
} from './common.ts';
import { benchAddress, printFlood, runFlood, type FloodResult } from './flood.ts';

const DURATION = num('BENCH_DURATION', 10);
const WARMUP = num('BENCH_WARMUP', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 100);
const LOAD_DURATION = num('BENCH_LOAD_DURATION', 30);
const LOAD_CONNECTIONS = num('BENCH_LOAD_CONNECTIONS', 200);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

type Req = { method?: string; path: string; headers?: Record<string, string>; body?: string };

interface TargetResult {
  id: string;
  name: string;
  server: 'baseline' | 'gateway';
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  ratio?: number;
  rssMb?: number;
  goal?: string;
  met?: boolean;
  bookings?: { created: number; found: number; lost: number; failed: number };
}

const children: ChildProcess[] = [];
function stopAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // its process group: the gateway and its FerretDB
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A valid booking a week ahead (venue calendar), unique per call. */
let bookingSeq = 0;
function bookingBody(eventId?: string): string {
  const date = new Date(Date.now() + 7 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
  bookingSeq++;
  return JSON.stringify({
    name: `Bench Guest ${bookingSeq}`,
    phone: '+84 912 345 678',
    email: `guest${bookingSeq}@bench.test`,
    date,
    timeSlot: '19:30',
    guests: 1 + (bookingSeq % 6),
    eventId,
    note: 'load test',
    language: bookingSeq % 2 ? 'vi' : 'en',
  });
}

const json = { 'content-type': 'application/json' };
const gql = (query: string, variables?: Record<string, unknown>): Req => ({
  method: 'POST',
  path: '/graphql',
  headers: json,
  body: JSON.stringify({ query, variables }),
});

const HOME_QUERY = `query Home { home { logoHeader { secure_url width height placeholder } logoFooter { secure_url width height }
  map address phone email link { facebook zalo hotline whatsapp }
  slides { image { secure_url width height placeholder } captionVi captionEn link }
  seo { titleVi titleEn descriptionVi descriptionEn } updatedAt } }`;
const EVENTS_QUERY = `query Events($page: Int, $pageSize: Int) { events(page: $page, pageSize: $pageSize) {
  total page pageSize items { _id slug titleVi titleEn summaryVi summaryEn startAt endAt featured
  cover { secure_url width height placeholder } area { _id slug nameVi nameEn } tags { _id slug nameVi nameEn } } } }`;

/**
 * One autocannon run. `pick` chooses each request (a mix); bookings answered 201 are remembered so
 * that they can be looked up in the database afterwards.
 */
async function hammer(options: {
  url: string;
  connections: number;
  duration: number;
  pick: () => Req;
  created?: string[];
  createdFailures?: { count: number };
}): Promise<autocannon.Result> {
  const { pick, created, createdFailures } = options;
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const r = pick();
          return {
            ...request,
            method: (r.method ?? 'GET') as autocannon.Request['method'],
            path: r.path,
            headers: { ...r.headers },
            body: r.body,
          };
        },
        onResponse: (status: number, body: string, context: Record<string, unknown>) => {
          void context;
          if (!created || !body.startsWith('{"results":{') || !body.includes('"timeSlot"')) return;
          if (status === 201) {
            try {
              created.push(String((JSON.parse(body) as { results: { _id: string } }).results._id));
            } catch {
              if (createdFailures) createdFailures.count++;
            }
          }
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  await assertPortsFree(PORT, BASELINE_PORT);
  const dist = path.join(ROOT, 'gateway/dist/server.js');
  if (!fs.existsSync(dist)) throw new Error('No production build: run `make bench` (it builds first).');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-'));
  const logFile = path.join(dataDir, 'gateway.log');
  const log = fs.openSync(logFile, 'a');

  console.log(
    `bench: ${DURATION}s per target after ${WARMUP}s warm-up, ${CONNECTIONS} connections; load ${LOAD_CONNECTIONS} × ${LOAD_DURATION}s; data in ${dataDir}`,
  );
  const startGateway = () => spawnGateway(dataDir, log);

  // First start: seeds the demo venue (drawing its images with sharp leaves the process large),
  // then stops; the measured gateway is a second start on the same data, as in production.
  const seeding = startGateway();
  children.push(seeding);
  await waitFor(`${GATEWAY}/readyz`, 180_000, seeding);
  const rssAfterSeeding = rssMb(seeding.pid);
  const exited = new Promise((resolve) => seeding.once('exit', resolve));
  process.kill(-seeding.pid!, 'SIGTERM');
  await exited;
  await sleep(1000);
  const gateway = startGateway();
  children.push(gateway);
  await waitFor(`${GATEWAY}/readyz`, 120_000, gateway);
  const rssIdle = rssMb(gateway.pid);

  // The gateway's own answer is the baseline's body: same bytes, same headers budget.
  const homeRes = await fetch(`${GATEWAY}/api/home/all`);
  const homeBody = await homeRes.text();
  const bodyFile = path.join(dataDir, 'home.json');
  fs.writeFileSync(bodyFile, homeBody);
  const baseline = spawn(
    process.execPath,
    [path.join(ROOT, 'gateway/bench/baseline.ts'), String(BASELINE_PORT), bodyFile],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(baseline);
  await waitFor(`${BASELINE}/api/home/all`, 20_000, baseline);

  // Fixtures: an event slug (HTML page), an event id (bookings), a staff token (verification).
  const events = (await (await fetch(`${GATEWAY}/api/events/all?pageSize=20`)).json()) as {
    results: { items: { _id: string; slug: string; bookingEnabled?: boolean }[] };
  };
  const firstEvent = events.results.items[0];
  if (!firstEvent) throw new Error('The demo venue has no upcoming event');
  // A booking names an event only when that event takes bookings.
  const bookableId = events.results.items.find((e) => e.bookingEnabled)?._id;
  const news = (await (await fetch(`${GATEWAY}/api/news/all`)).json()) as {
    results: { items: { slug: string }[] };
  };
  const newsSlug = news.results.items[0]?.slug;
  const login = await fetch(`${GATEWAY}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  // The auth routes answer the token pair itself (no `results` wrapper).
  const { accessToken } = (await login.json()) as { accessToken: string };
  // The event booked takes its places through the capacity ledger, as every limited booking does;
  // enough of them that the bench's thousands of bookings are never refused as full.
  if (bookableId) {
    const set = await fetch(`${GATEWAY}/api/capacity/event/${bookableId}`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ places: 100_000 }),
    });
    if (!set.ok) throw new Error(`setting the event's places failed: ${set.status}`);
  }

  const homeReq: Req = { path: '/api/home/all' };
  const gqlHome = gql(HOME_QUERY);
  const gqlEvents = gql(EVENTS_QUERY, { page: 1, pageSize: 20 });
  // As a browser asks for a page: the answer is the rendered page (~70 kB), sent brotli (~12 kB).
  const eventHtml: Req = {
    path: `/event/${firstEvent.slug}`,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
  };
  const booking = (): Req => ({
    method: 'POST',
    path: '/api/bookings/create',
    // One visitor per booking: the gateway runs with its default limits (5 a minute per address).
    headers: { ...json, 'x-forwarded-for': benchAddress() },
    body: bookingBody(bookableId),
  });
  const readMix = [homeReq, gqlHome, gqlEvents, eventHtml];
  const publicMix: Req[] = [
    homeReq,
    gqlHome,
    gqlEvents,
    eventHtml,
    { path: '/', headers: { accept: 'text/html' } },
    { path: '/api/tags/all' },
    { path: '/api/areas/all' },
    { path: '/api/events/all?pageSize=12' },
    { path: `/api/events/slug/${firstEvent.slug}` },
    { path: '/api/news/all' },
    ...(newsSlug
      ? [
          { path: `/api/news/slug/${newsSlug}` },
          { path: `/news/${newsSlug}`, headers: { accept: 'text/html' } },
        ]
      : []),
    gql(
      `query($s: String!) { event(slug: $s) { _id titleVi titleEn contentVi startAt area { slug nameVi } tags { slug nameVi } } }`,
      { s: firstEvent.slug },
    ),
    gql(
      `{ areas { slug nameVi nameEn cover { secure_url } upcomingEvents(limit: 3) { slug titleVi startAt } } }`,
    ),
  ];
  const randomOf = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

  type Target = {
    id: string;
    name: string;
    server: 'baseline' | 'gateway';
    pick: () => Req;
    goal?: { ratio?: number; p99?: number };
    load?: boolean;
    bookings?: boolean;
  };
  const targets: Target[] = [
    { id: 'a', name: 'baseline: bare Express, home bytes', server: 'baseline', pick: () => homeReq },
    {
      id: 'b',
      name: 'GET /api/home/all',
      server: 'gateway',
      pick: () => homeReq,
      goal: { ratio: 0.8, p99: 25 },
    },
    { id: 'c', name: 'GraphQL home', server: 'gateway', pick: () => gqlHome, goal: { ratio: 0.6, p99: 25 } },
    {
      id: 'd',
      name: 'GraphQL events p1 ×20 +tags+area',
      server: 'gateway',
      pick: () => gqlEvents,
      goal: { ratio: 0.6, p99: 25 },
    },
    { id: 'e', name: `GET /event/{slug} HTML`, server: 'gateway', pick: () => eventHtml },
    {
      id: 'f',
      name: 'write mix: 5% createBooking',
      server: 'gateway',
      pick: () => (Math.random() < 0.05 ? booking() : randomOf(readMix)),
      bookings: true,
      goal: { p99: 200 },
    },
    {
      id: 'g',
      name: `load: ${LOAD_CONNECTIONS} conn, public mix, 2% bookings`,
      server: 'gateway',
      pick: () => (Math.random() < 0.02 ? booking() : randomOf(publicMix)),
      load: true,
      bookings: true,
      goal: { p99: 250 },
    },
  ];

  const results: TargetResult[] = [];
  let baselineRps: number | undefined;
  const allCreated: string[] = [];
  for (const t of targets) {
    if (ONLY && !ONLY.includes(t.id) && t.id !== 'a') continue;
    const url = t.server === 'baseline' ? BASELINE : GATEWAY;
    const connections = t.load ? LOAD_CONNECTIONS : CONNECTIONS;
    const duration = t.load ? LOAD_DURATION : DURATION;
    process.stdout.write(`(${t.id}) ${t.name} … `);
    // Warm-up: JIT, caches, connection pools. Bookings made here are checked as well.
    const created: string[] = [];
    const createdFailures = { count: 0 };
    await hammer({ url, connections, duration: WARMUP, pick: t.pick, created, createdFailures });
    // Peak RSS of the process under test; the baseline's is the floor for a Node process here.
    const pid = t.server === 'gateway' ? gateway.pid : baseline.pid;
    let peakRss = rssMb(pid) ?? 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(pid) ?? 0);
    }, 250);
    const r = await hammer({ url, connections, duration, pick: t.pick, created, createdFailures });
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssMb(pid) ?? 0);
    const result: TargetResult = {
      id: t.id,
      name: t.name,
      server: t.server,
      connections,
      durationS: duration,
      requests: r.requests.total,
      reqPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      rssMb: peakRss,
    };
    if (t.server === 'baseline') baselineRps = result.reqPerSec;
    else if (baselineRps) result.ratio = Math.round((result.reqPerSec / baselineRps) * 100) / 100;
    if (t.bookings) {
      allCreated.push(...created);
      result.bookings = { created: created.length, found: 0, lost: 0, failed: createdFailures.count };
    }
    const okErrors = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
    // The rows with bookings have no memory bound: the inboxes' index lives on disk.
    const okRss = t.server === 'baseline' || t.bookings || (result.rssMb ?? 0) < 200;
    if (t.goal) {
      result.goal =
        (t.goal.ratio ? `ratio ≥ ${t.goal.ratio}, ` : '') +
        `p99 < ${t.goal.p99} ms, 0 errors${t.bookings ? '' : ', RSS < 200 MB'}`;
      result.met =
        (result.ratio ?? 0) >= (t.goal.ratio ?? 0) &&
        result.p99Ms < (t.goal.p99 ?? Infinity) &&
        okErrors &&
        okRss;
    } else if (t.server === 'gateway') {
      result.goal = '0 errors, RSS < 200 MB';
      result.met = okErrors && okRss;
    }
    results.push(result);
    console.log(`${result.reqPerSec} req/s, p99 ${result.p99Ms} ms`);
  }

  let flood: FloodResult | undefined;
  if (!ONLY || ONLY.includes('flood')) {
    process.stdout.write('(flood) 1,000 bookings from one address, 50 real ones meanwhile … ');
    flood = await runFlood({ base: GATEWAY, eventId: bookableId, accessToken });
    console.log(flood.met ? 'met' : 'NOT met');
  }

  // Zero lost bookings: every 201 must be in the database (read back through the staff API).
  const stored = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${GATEWAY}/api/bookings/all?page=${page}&pageSize=100`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw new Error(`bookings list: ${res.status} ${await res.text()}`);
    const { results: list } = (await res.json()) as { results: { items: { _id: string }[]; total: number } };
    for (const b of list.items) stored.add(String(b._id));
    if (list.items.length < 100) break;
  }
  for (const r of results) {
    if (!r.bookings) continue;
    // Each target's own ids (warm-up included) were pushed in order; look them up.
    r.bookings.found = 0;
  }
  {
    let offset = 0;
    const perTarget = results.filter((r) => r.bookings);
    for (const r of perTarget) {
      const ids = allCreated.slice(offset, offset + r.bookings!.created);
      offset += r.bookings!.created;
      r.bookings!.found = ids.filter((id) => stored.has(id)).length;
      r.bookings!.lost = ids.length - r.bookings!.found;
      if (r.bookings!.lost || r.bookings!.failed) r.met = false;
    }
  }

  const rssAfter = rssMb(gateway.pid);
  printTable(results);
  if (flood) printFlood(flood);
  console.log(
    `gateway RSS: ${rssAfterSeeding} MB right after seeding (first start), ${rssIdle} MB idle after the measured start, ${rssAfter} MB at the end`,
  );
  const report = {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      load: os.loadavg(),
      node: process.version,
    },
    settings: {
      durationS: DURATION,
      warmupS: WARMUP,
      connections: CONNECTIONS,
      loadDurationS: LOAD_DURATION,
      loadConnections: LOAD_CONNECTIONS,
    },
    baselineReqPerSec: baselineRps,
    gatewayRssMbAfterSeeding: rssAfterSeeding,
    gatewayRssMbIdle: rssIdle,
    gatewayRssMbAtEnd: rssAfter,
    bookings: {
      created: allCreated.length,
      inDatabase: stored.size,
      lost: allCreated.filter((id) => !stored.has(id)).length,
    },
    results,
    flood,
  };
  fs.writeFileSync(path.join(ROOT, 'gateway/bench/results.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`\nwritten gateway/bench/results.json; gateway log: ${logFile}`);
  const failed = results.filter((r) => r.met === false).map((r) => r.id);
  if (flood && !flood.met) failed.push('flood');
  if (failed.length) console.log(`targets not met: ${failed.join(', ')}`);
  stopAll();
  await sleep(500);
  if (!process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
}

function printTable(results: TargetResult[]): void {
  const rows = results.map((r) => [
    `(${r.id})`,
    r.name,
    String(r.reqPerSec),
    `${r.p50Ms}`,
    `${r.p99Ms}`,
    `${r.errors + r.timeouts}/${r.non2xx}`,
    r.ratio === undefined ? (r.server === 'baseline' ? '1.00' : '') : r.ratio.toFixed(2),
    r.rssMb === undefined ? '' : String(r.rssMb),
    r.bookings ? `${r.bookings.created} made, ${r.bookings.lost} lost` : '',
    r.met === undefined ? '' : r.met ? 'yes' : 'NO',
  ]);
  const head = [
    '',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'err/non2xx',
    'ratio',
    'RSS MB',
    'bookings',
    'met',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log('\n' + line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
