// The flood's sender, in its own thread (started by bench/flood.ts): an attacker's requests are
// made elsewhere, so their cost must not sit in the event loop that times the real visitors. It
// sends with autocannon (raw HTTP/1.1, no fetch): undici's fetch cost about as much CPU per request
// as the gateway's refusal, on the same two cores as the gateway and the database.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { bookingBody } from './flood-body.ts';

const { url, address, size, concurrency, eventId } = workerData as {
  url: string;
  address: string;
  size: number;
  concurrency: number;
  eventId?: string;
};

// Started ahead of time; the flood begins on the parent's "go", together with the real visitors.
parentPort!.postMessage('ready');
await new Promise((resolve) => parentPort!.once('message', resolve));

let n = 0;
const started = performance.now();
const result = await autocannon({
  url,
  connections: concurrency,
  amount: size,
  timeout: 30,
  // A different booking each time, as a script filling the form would send (no duplicates).
  requests: [
    {
      setupRequest: (req) => ({
        ...req,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: bookingBody(n++, 'flood', eventId),
      }),
    },
  ],
});
const count = (status: number) => result.statusCodeStats?.[String(status)]?.count ?? 0;
const stored = count(201);
const refused = count(429);
parentPort!.postMessage({
  sent: size,
  stored,
  refused,
  failed: size - stored - refused,
  ms: performance.now() - started,
});
