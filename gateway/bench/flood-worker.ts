// The flood's sender, in its own thread (started by bench/flood.ts): an attacker's requests are
// made elsewhere, so their cost must not sit in the event loop that times the real visitors.
import { parentPort, workerData } from 'node:worker_threads';
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

const counts = { sent: 0, stored: 0, refused: 0, failed: 0 };
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < size) {
      const n = next++;
      counts.sent++;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: bookingBody(n, 'flood', eventId),
      }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 201) counts.stored++;
      else if (res?.status === 429) counts.refused++;
      else counts.failed++;
    }
  }),
);
parentPort!.postMessage({ ...counts, ms: performance.now() - started });
