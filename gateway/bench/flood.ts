// `make bench`, scenario "flood": 1,000 bookings from one address while 50 real
// visitors, one booking each from their own address, book at the same time. Goals: all 50 real
// bookings stored (0 lost), at least 95% of the flood refused (429), the real ones' p99 < 200 ms.
// Run alone with BENCH_ONLY=flood. Addresses are told through X-Forwarded-For, which the gateway
// believes from its loopback peer (TRUST_PROXY's default), as it would from the proxy in front.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { bookingBody } from './flood-body.ts';

interface RealFigures {
  sent: number;
  stored: number;
  lost: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
}

export interface FloodResult {
  flood: {
    sent: number;
    stored: number;
    refused: number;
    failed: number;
    refusedShare: number;
    /** Flood requests answered per second (nearly all 429s, from memory). */
    perSecond: number;
  };
  real: RealFigures;
  /** The same 50 real bookings without a flood, just before: the machine's own floor. */
  alone: RealFigures;
  /** p99 with the flood / p99 alone. */
  p99Ratio: number;
  goal: string;
  met: boolean;
}

let addressSeq = 0;
/** A distinct client address per call (198.18.0.0/15, the benchmarking range). */
export function benchAddress(): string {
  addressSeq++;
  return `198.18.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

// BENCH_FLOOD_SIZE changes the flood (0: the real bookings alone, to see their floor).
const FLOOD = Number(process.env.BENCH_FLOOD_SIZE ?? 1000);
const REAL = 50;
const FLOOD_CONCURRENCY = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

export async function runFlood({
  base,
  eventId,
  accessToken,
}: {
  base: string;
  eventId?: string;
  accessToken: string;
}): Promise<FloodResult> {
  const post = (body: string, address: string) =>
    fetch(`${base}/api/bookings/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body,
    });

  const attacker = '203.0.113.66';
  let flood = { sent: 0, stored: 0, refused: 0, failed: 0 };
  // The flood runs in its own thread: its requests' cost stays out of the real visitors' timings.
  const floodWorker = () =>
    new Promise<{ go: () => Promise<number> }>((ready, reject) => {
      const worker = new Worker(new URL('./flood-worker.ts', import.meta.url), {
        workerData: {
          url: `${base}/api/bookings/create`,
          address: attacker,
          size: FLOOD,
          concurrency: FLOOD_CONCURRENCY,
          eventId,
        },
      });
      worker.once('error', reject);
      worker.once('message', () =>
        ready({
          go: () =>
            new Promise<number>((resolve) => {
              worker.once('message', (m: typeof flood & { ms: number }) => {
                const { ms, ...counts } = m;
                flood = counts;
                void worker.terminate();
                resolve(ms);
              });
              worker.postMessage('go');
            }),
        }),
      );
    });

  // Warm-up (JIT, pools, this hour's venue window), then the floor: the same 50 without a flood.
  await realVisitors(post, eventId, accessToken, base, 'warm');
  const alone = await realVisitors(post, eventId, accessToken, base, 'alone');
  const sender = await floodWorker();
  let floodMs = 0;
  const [real] = await Promise.all([
    realVisitors(post, eventId, accessToken, base, 'real'),
    sender.go().then((ms) => (floodMs = ms)),
  ]);

  const round = (ms: number) => Math.round(ms * 100) / 100;
  const refusedShare = FLOOD ? flood.refused / FLOOD : 1;
  const result: FloodResult = {
    flood: {
      ...flood,
      refusedShare: Math.round(refusedShare * 1000) / 1000,
      perSecond: Math.round((flood.sent * 1000) / Math.max(1, floodMs)),
    },
    real,
    alone,
    p99Ratio: round(real.p99Ms / Math.max(1, alone.p99Ms)),
    goal: 'all 50 real bookings stored, ≥ 95% of the flood refused, real p99 < 200 ms',
    met: real.stored === REAL && refusedShare >= 0.95 && real.p99Ms < 200,
  };
  return result;
}

/** 50 visitors, one booking each from their own address, arriving 10 ms apart; read back after. */
async function realVisitors(
  post: (body: string, address: string) => Promise<Response>,
  eventId: string | undefined,
  accessToken: string,
  base: string,
  kind: string,
): Promise<RealFigures> {
  const latencies: number[] = [];
  const ids: string[] = [];
  let failed = 0;
  const visits: Promise<void>[] = [];
  for (let i = 0; i < REAL; i++) {
    visits.push(
      (async () => {
        const started = performance.now();
        const res = await post(bookingBody(i, kind, eventId), benchAddress()).catch(() => undefined);
        const body = (await res?.json().catch(() => undefined)) as { results?: { _id: string } } | undefined;
        latencies.push(performance.now() - started);
        if (res?.status === 201 && body?.results?._id) ids.push(body.results._id);
        else failed++;
      })(),
    );
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(visits);
  // Read back: the newest bookings hold every real one (and the flood's few stored ones).
  const res = await fetch(`${base}/api/bookings/all?page=1&pageSize=100`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { results } = (await res.json()) as { results: { items: { _id: string }[] } };
  const stored = new Set(results.items.map((b) => String(b._id)));
  const found = ids.filter((id) => stored.has(id)).length;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    sent: REAL,
    stored: found,
    lost: REAL - found,
    failed,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

export function printFlood(r: FloodResult): void {
  const share = (r.flood.refusedShare * 100).toFixed(1);
  console.log(
    `\n(flood) ${r.flood.sent} bookings from one address: ${r.flood.refused} refused (${share}%), ${r.flood.stored} stored, ${r.flood.failed} failed; ${r.flood.perSecond} answered/s`,
  );
  console.log(
    `        ${r.real.sent} real bookings from ${r.real.sent} addresses meanwhile: ${r.real.stored} stored, ${r.real.lost} lost; p50 ${r.real.p50Ms} ms, p99 ${r.real.p99Ms} ms`,
  );
  console.log(
    `        the same 50 alone just before: ${r.alone.stored} stored; p50 ${r.alone.p50Ms} ms, p99 ${r.alone.p99Ms} ms (p99 with the flood / alone: ${r.p99Ratio})`,
  );
  console.log(`        goal: ${r.goal}: ${r.met ? 'met' : 'NOT met'}`);
}
