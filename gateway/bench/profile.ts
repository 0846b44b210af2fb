// `node gateway/bench/profile.ts`: where a cold request's time goes.
//
// Runs the gateway in this process from its sources (NODE_ENV=production, READ_CACHE=off) on a
// fresh data folder holding the demo venue at PROFILE_SCALE× (1; bench/scale-seed.ts), then sends
// each target PROFILE_REQUESTS (20) times, one at a time, and reports per request:
// - database round trips by command and collection, and their time as the driver measured it
//   (MongoDB command monitoring; the embedded FerretDB is another process);
// - FerretDB's own CPU time (from /proc);
// - the gateway's CPU time by part (V8 sampling profiler): driver + BSON, mongoose, GraphQL,
//   React server render, the gateway's own code, garbage collection, and the rest;
// - the functions with the most self time, as file:line (type stripping keeps source positions).
// READ_CACHE=off turns every answer cache off, kept pages and feeds included: each request is
// answered afresh.
// PROFILE_LOAD_S=<s> then also loads each target for that long with autocannon (50 connections,
// PROFILE_CONNECTIONS; in a worker thread, so outside this profile) and reports requests/s and
// the gateway's CPU per answered request by part: what bounds its throughput on one core.
// PROFILE_ONLY=<regex> picks targets by name.
// PROFILE_CPUPROFILE_DIR=<dir> also writes each target's .cpuprofile (open in Chrome DevTools).
import './production-env.ts';
import { ADMIN, ROOT } from './common.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import mongoose from 'mongoose';
import { loadConfig } from '../src/config.ts';
import { startGateway, type RunningGateway } from '../src/server.ts';
import { EVENTS_QUERY, gqlBody, HOME_QUERY } from './queries.ts';
import { scaleSeed } from './scale-seed.ts';
import { bookingBody } from './flood-body.ts';
import { benchAddress } from './flood.ts';

const SCALE = Number(process.env.PROFILE_SCALE) || 1;
const REQUESTS = Number(process.env.PROFILE_REQUESTS) || 20;
const OUT_DIR = process.env.PROFILE_CPUPROFILE_DIR;
const LOAD_S = Number(process.env.PROFILE_LOAD_S) || 0;
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS) || 50;
const ONLY = process.env.PROFILE_ONLY ? new RegExp(process.env.PROFILE_ONLY, 'i') : undefined;

interface LoadResult {
  total: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon against one target in its own process (bench/load-worker.ts). */
function load(
  url: string,
  t: Target,
  headers: Record<string, string>,
  duration: number,
): Promise<LoadResult> {
  const settings = {
    url,
    connections: CONNECTIONS,
    duration,
    method: t.init?.method ?? 'GET',
    path: t.path,
    headers,
    body: t.init?.body,
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(import.meta.dirname, 'load-worker.ts'), JSON.stringify(settings)],
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as LoadResult)),
    );
  });
}

// Command monitoring is a client option: every connection the gateway opens asks for it.
const connect = mongoose.connect.bind(mongoose);
mongoose.connect = ((uri: string, options?: mongoose.ConnectOptions) =>
  connect(uri, { ...options, monitorCommands: true })) as typeof mongoose.connect;

interface Command {
  name: string;
  ms: number;
}
let commands: Command[] = [];
const started = new Map<number, string>();
function monitor(): void {
  const client = mongoose.connection.getClient();
  client.on('commandStarted', (e) => {
    const collection = String(e.command[e.commandName] ?? '');
    started.set(e.requestId, `${e.commandName} ${collection}`.trim());
  });
  const done = (e: { requestId: number; duration: number }) => {
    const name = started.get(e.requestId);
    started.delete(e.requestId);
    if (name && !/^(hello|isMaster|ping|endSessions)/.test(name)) commands.push({ name, ms: e.duration });
  };
  client.on('commandSucceeded', done);
  client.on('commandFailed', done);
}

// Where the queries come from: the models' query methods are called synchronously by the gateway's
// code, so the first gateway frame on the stack there is the caller (the driver's own events run
// later, off that stack).
const calls = new Map<string, number>();
let inside = false;
for (const method of ['find', 'findOne', 'findById', 'countDocuments', 'aggregate', 'exists'] as const) {
  const model = mongoose.Model as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = model[method]!;
  model[method] = function (this: { modelName: string }, ...args: unknown[]) {
    // findById calls findOne: count the outer call only.
    if (inside) return original.apply(this, args);
    const frame = (new Error().stack ?? '').split('\n').find((f) => f.includes('/gateway/src/'));
    const from = frame ? frame.replace(/^.*\/gateway\/(src\/[^:]+:\d+).*$/, 'gateway/$1') : '?';
    const key = `${this.modelName}.${method} ← ${from}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    inside = true;
    try {
      return original.apply(this, args);
    } finally {
      inside = false;
    }
  };
}

/** utime + stime of the embedded FerretDB (a child of this process), in ms. */
function ferretCpuMs(): number {
  const tick = 1000 / 100; // USER_HZ
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!stat.includes('(ferretdb)') || Number(after[1]) !== process.pid) continue;
      total += (Number(after[11]) + Number(after[12])) * tick;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const PARTS: [string, RegExp][] = [
  ['driver + BSON', /node_modules\/(mongodb|bson)\//],
  ['mongoose', /node_modules\/mongoose\//],
  [
    'GraphQL (graphql-js, Apollo, armor)',
    /node_modules\/(graphql|@apollo|@escape\.tech|@graphql-tools|dataloader)\//,
  ],
  ['React server render (dist-ssr)', /frontend\/dist-ssr\//],
  ['access log (pino)', /node_modules\/(pino|pino-http|pino-std-serializers|sonic-boom|thread-stream)\//],
  ['helmet', /node_modules\/helmet\//],
  [
    'Express + body parsing',
    /node_modules\/(express|router|body-parser|raw-body|type-is|content-type|on-finished|finalhandler|send|etag|fresh|qs|iconv-lite|cors|compression)\//,
  ],
  ['zod', /node_modules\/zod\//],
  ['gateway code', /gateway\/src\//],
  ['the profiler’s own client (undici)', /node:internal\/deps\/undici|undici/],
];

function partOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)') return 'idle (waiting: database, I/O)';
  if (functionName === '(program)') return 'V8/native (program)';
  for (const [name, pattern] of PARTS) if (pattern.test(url)) return name;
  if (/^node:(_http|net|internal\/(http|streams|net|stream_base))/.test(url)) return 'Node HTTP + streams';
  if (url.startsWith('node:')) return 'Node internals (zlib, crypto, events…)';
  return url ? 'other packages' : 'native';
}

/** Self time (ms) by part and by function. */
function summarise(profile: CpuProfile): { parts: Map<string, number>; functions: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    // The profiler's own stop call.
    if (node.callFrame.url === 'node:inspector') return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const part = partOf(node);
    parts.set(part, (parts.get(part) ?? 0) + ms);
    const { url, functionName, lineNumber } = node.callFrame;
    if (!url) return;
    const where = `${functionName || '(anonymous)'} ${url.replace(/^file:\/\//, '').replace(ROOT + '/', '')}:${lineNumber + 1}`;
    functions.set(where, (functions.get(where) ?? 0) + ms);
  });
  return { parts, functions };
}

interface Target {
  name: string;
  path: string;
  init?: RequestInit;
  /** A fresh request each time (a booking): profiled one at a time, not loaded. */
  each?: () => RequestInit;
  staff?: boolean;
}

const gqlInit = (query: string, variables?: Record<string, unknown>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: gqlBody(query, variables),
});

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-profile-'));
  const env = {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MONGODB_URI: '',
    JWT_ACCESS_SECRET: crypto.randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: crypto.randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  let gateway: RunningGateway | undefined;
  try {
    // The demo venue (first start), then a year of bookings and messages per 1×.
    gateway = await startGateway(loadConfig({ ...env, READ_CACHE: 'on' }));
    await gateway.stop();
    await scaleSeed(dataDir, SCALE);
    gateway = await startGateway(loadConfig({ ...env, READ_CACHE: 'off' }));
    monitor();
    const url = gateway.url.replace('localhost', '127.0.0.1');
    while ((await fetch(`${url}/readyz`)).status !== 200) await new Promise((r) => setTimeout(r, 100));
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const first = (await (await fetch(`${url}/api/events/all?pageSize=1`)).json()) as {
      results: { items: { slug: string }[] };
    };
    const slug = first.results.items[0]!.slug;
    // A booking names an event that takes them, and takes its places: the event gets plenty.
    const events = (await (await fetch(`${url}/api/events/all?pageSize=50`)).json()) as {
      results: { items: { _id: string; bookingEnabled?: boolean }[] };
    };
    const bookableId = events.results.items.find((e) => e.bookingEnabled)?._id;
    if (bookableId)
      await fetch(`${url}/api/capacity/event/${bookableId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ places: 100_000 }),
      });
    let bookingSeq = 0;

    const targets: Target[] = [
      {
        name: 'GraphQL events p1 (12, tags + area)',
        path: '/graphql',
        init: gqlInit(EVENTS_QUERY, { page: 1, pageSize: 12 }),
      },
      { name: 'GraphQL home', path: '/graphql', init: gqlInit(HOME_QUERY) },
      {
        name: 'GraphQL areas + upcomingEvents(3)',
        path: '/graphql',
        init: gqlInit(
          '{ areas { slug nameVi nameEn cover { secure_url } upcomingEvents(limit: 3) { slug titleVi startAt } } }',
        ),
      },
      { name: 'GET /api/areas/all', path: '/api/areas/all' },
      {
        name: 'GET /event/{slug} (SSR HTML)',
        path: `/event/${slug}`,
        init: { headers: { accept: 'text/html' } },
      },
      { name: 'GET / (SSR HTML)', path: '/', init: { headers: { accept: 'text/html' } } },
      { name: 'GET /event (SSR HTML)', path: '/event', init: { headers: { accept: 'text/html' } } },
      { name: 'admin bookings p1 (REST)', path: '/api/bookings/all?page=1&pageSize=20', staff: true },
      {
        name: 'POST /api/bookings/create (limited event)',
        path: '/api/bookings/create',
        each: () => ({
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': benchAddress() },
          body: bookingBody(bookingSeq++, 'profile', bookableId),
        }),
      },
    ];
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    console.log(
      `${SCALE}× demo venue, READ_CACHE=off, NODE_ENV=production, ${REQUESTS} sequential requests a target (after 3 warm-up)\n`,
    );
    for (const t of targets.filter((t) => !ONLY || ONLY.test(t.name))) {
      const headers = {
        ...(t.init?.headers as Record<string, string>),
        ...(t.staff ? { authorization: `Bearer ${accessToken}` } : {}),
      };
      const send = async () => {
        const init = t.each?.() ?? t.init;
        const res = await fetch(url + t.path, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), ...headers },
        });
        const body = await res.arrayBuffer();
        if (!res.ok) throw new Error(`${t.name}: ${res.status}`);
        return body.byteLength;
      };
      for (let i = 0; i < 3; i++) await send();
      commands = [];
      calls.clear();
      const ferretBefore = ferretCpuMs();
      const walls: number[] = [];
      let bytes = 0;
      await session.post('Profiler.start');
      for (let i = 0; i < REQUESTS; i++) {
        const at = performance.now();
        bytes = await send();
        walls.push(performance.now() - at);
      }
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
      const ferretMs = (ferretCpuMs() - ferretBefore) / REQUESTS;
      if (OUT_DIR) {
        fs.mkdirSync(OUT_DIR, { recursive: true });
        fs.writeFileSync(
          path.join(OUT_DIR, `${t.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      report(t.name, walls, bytes, ferretMs, profile);
      if (LOAD_S && !t.each) {
        await load(url, t, headers, 1); // warm-up
        await session.post('Profiler.start');
        const result = await load(url, t, headers, LOAD_S);
        const { profile: loaded } = (await session.post('Profiler.stop')) as unknown as {
          profile: CpuProfile;
        };
        if (OUT_DIR)
          fs.writeFileSync(
            path.join(OUT_DIR, `${t.name.replace(/[^a-z0-9]+/gi, '-')}.load.cpuprofile`),
            JSON.stringify(loaded),
          );
        reportLoad(result, loaded);
      }
    }
    session.disconnect();
  } finally {
    await gateway?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(name: string, walls: number[], bytes: number, ferretMs: number, profile: CpuProfile): void {
  const per = (v: number) => (v / REQUESTS).toFixed(1);
  const sorted = [...walls].sort((a, b) => a - b);
  const byCommand = new Map<string, { n: number; ms: number }>();
  for (const c of commands) {
    const entry = byCommand.get(c.name) ?? { n: 0, ms: 0 };
    entry.n++;
    entry.ms += c.ms;
    byCommand.set(c.name, entry);
  }
  const dbMs = commands.reduce((s, c) => s + c.ms, 0);
  const { parts, functions } = summarise(profile);
  console.log(`## ${name}`);
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms a request (${bytes} bytes); ` +
      `${per(commands.length)} database round trips, ${per(dbMs)} ms in them (driver-timed, may overlap); ` +
      `FerretDB CPU ${ferretMs.toFixed(1)} ms`,
  );
  console.log(
    '  round trips a request: ' +
      [...byCommand.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([k, v]) => `${k} ×${per(v.n)} (${per(v.ms)} ms)`)
        .join(', '),
  );
  console.log(
    '  sent from: ' +
      [...calls.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ×${per(n)}`)
        .join(', '),
  );
  console.log(
    '  gateway time by part (ms a request): ' +
      [...parts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${per(v)}`)
        .join(', '),
  );
  console.log('  top self time:');
  for (const [where, ms] of [...functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`    ${per(ms)} ms  ${where}`);
  console.log('');
}

/** Under load: the gateway's CPU per answered request, by part (its inverse bounds requests/s). */
function reportLoad(result: LoadResult, profile: CpuProfile): void {
  const { parts, functions } = summarise(profile);
  const n = Math.max(1, result.total);
  const us = (ms: number) => `${Math.round((ms * 1000) / n)} µs`;
  const busy = [...parts.entries()].filter(([k]) => !k.startsWith('idle')).reduce((s, [, v]) => s + v, 0);
  console.log(
    `  under load (${CONNECTIONS} connections, ${LOAD_S} s): ${result.reqPerSec} req/s, p50 ${result.p50} ms, ` +
      `p99 ${result.p99} ms, ${result.errors} errors; gateway CPU ${us(busy)} an answer:`,
  );
  console.log(
    '    ' +
      [...parts.entries()]
        .filter(([k]) => !k.startsWith('idle'))
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${us(v)}`)
        .join(', '),
  );
  console.log('    top self time an answer:');
  for (const [where, ms] of [...functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`      ${us(ms)}  ${where}`);
  console.log('');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
