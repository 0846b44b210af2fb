// autocannon in its own process (started by bench/profile.ts under PROFILE_LOAD_S): the load's
// own cost stays out of the event loop, and the profile, of the gateway it measures. (In a worker
// thread autocannon leaves its results unaggregated.) Settings as JSON in argv[2]; prints the result.
import autocannon from 'autocannon';

const { url, connections, duration, method, path, headers, body } = JSON.parse(process.argv[2]!) as {
  url: string;
  connections: number;
  duration: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

const result = await autocannon({
  url,
  connections,
  duration,
  timeout: 30,
  requests: [{ setupRequest: (request) => ({ ...request, method, path, headers, body }) }],
});
console.log(
  JSON.stringify({
    total: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }),
);
