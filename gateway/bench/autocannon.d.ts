// The parts of autocannon's API that run.ts uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Stop after this many requests (instead of after `duration`). */
      amount?: number;
      timeout?: number;
      requests?: {
        setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
        onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
      }[];
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
