import crypto from 'node:crypto';
import express, { type RequestHandler } from 'express';
import { storedAnswerBody } from '../graphql/server.ts';
import { answerCachesEnabled } from '../lib/cache.ts';
import { toAppError } from '../lib/errors.ts';
import { errorBody } from './errors.ts';
import { hotAnswer, notModified, PUBLIC_CACHE_CONTROL } from '../lib/read-cache.ts';

/**
 * The hot lane: answers an anonymous request that was answered before from the read cache, with
 * the stored bytes, ahead of the middleware stack (access log, helmet, body parsers, routers,
 * Apollo). It carries the same security headers (helmet runs on each hot answer), an X-Request-Id, and
 * for REST the same ETag/Cache-Control/Vary and 304 handling as `sendCached`.
 *
 * What reaches it: GET/HEAD of a public REST read whose exact URL was answered from the read cache
 * (`hotAnswer`), JSON POSTs to /graphql whose document and variables have a stored anonymous
 * answer (`storedAnswerBody`), and GET/HEAD of a public page kept rendered in the page cache
 * (`page`, see `pageHandler`'s `hot`). Anything else, any request with an Authorization
 * header, and cross-origin requests when CORS is configured go on to the normal stack. Hits are counted in
 * `readCacheStats().hotHits` rather than written to the access log one line each (as a CDN edge
 * would); LOG_CACHE_HITS=true logs them too.
 */

/**
 * Runs the security middleware (helmet) on the real response, as the normal stack does, so that
 * per-request headers (a CSP nonce, say) stay right; false when it did not finish synchronously
 * (the request then takes the normal stack).
 */
function secured(
  security: RequestHandler,
  req: Parameters<RequestHandler>[0],
  res: Parameters<RequestHandler>[1],
) {
  let done = false;
  void security(req, res, (error?: unknown) => {
    done = error === undefined;
  });
  return done;
}

/** Sets `headers` (name, value, …) on the response and writes its head. */
function writeHead(res: Parameters<RequestHandler>[1], status: number, headers: string[]): void {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  res.writeHead(status);
}

/** Refusals held at once at most (each is a socket and a timer); more are answered at once. */
const HELD_MAX = 5_000;
let held = 0;

/** Larger GraphQL bodies are never stored answers' documents: they take the normal path. */
const MAX_HOT_BODY = 16 * 1024;

declare module 'express-serve-static-core' {
  interface Request {
    /** A body the hot lane read but could not parse: the normal stack answers it. */
    hotLaneError?: unknown;
  }
}

/** A page's answer: its status (304 when the client has it), headers (name, value, …) and bytes. */
export interface PageAnswer {
  status: number;
  headers: string[];
  body: Buffer;
}

export function hotLane(options: {
  /** The security middleware of the normal stack (helmet), run on each hot answer too. */
  security: RequestHandler;
  cors: boolean;
  logHits: boolean;
  /** A refusal for a public write from an address known to be over its limits, before the stack. */
  refuseEarly?: (req: Parameters<RequestHandler>[0]) => Error | undefined;
  /** How long such a refusal is held before it is sent (a script waiting for it slows down). */
  refusalDelayMs?: number;
  /** The answer from the kept page for a request (`pageHandler(...).hot`). */
  hotPage?: (req: Parameters<RequestHandler>[0]) => PageAnswer | undefined;
}): {
  rest: RequestHandler;
  graphql: RequestHandler[];
  page: RequestHandler;
  bodyError: RequestHandler;
  early: RequestHandler;
} {
  const { security, cors, logHits, hotPage, refuseEarly, refusalDelayMs = 0 } = options;
  // With READ_CACHE=off nothing is kept: no look-up (nor the query's hash) on any request.
  const eligible = (req: Parameters<RequestHandler>[0]) =>
    !logHits && answerCachesEnabled() && !req.headers.authorization && !(cors && req.headers.origin);
  const requestId = (req: Parameters<RequestHandler>[0]) =>
    (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID();

  const rest: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !eligible(req)) return next();
    const hit = hotAnswer(req.originalUrl);
    if (!hit || !secured(security, req, res)) return next();
    const common = [
      'X-Request-Id',
      requestId(req),
      'ETag',
      hit.etag,
      'Cache-Control',
      PUBLIC_CACHE_CONTROL,
      'Vary',
      'Authorization',
    ];
    if (notModified(req, hit.etag)) {
      writeHead(res, 304, common);
      res.end();
      return;
    }
    writeHead(res, 200, [
      ...common,
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(hit.body.length),
    ]);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  };

  const json = express.json({ limit: MAX_HOT_BODY });
  const graphql: RequestHandler[] = [
    (req, res, next) => {
      const length = Number(req.headers['content-length']);
      if (!eligible(req) || !(length > 0 && length <= MAX_HOT_BODY)) return next('route');
      json(req, res, (error?: unknown) => {
        if (error) {
          // Read (the length was within bounds) but not valid JSON: the normal stack answers it.
          req.hotLaneError = error;
          return next('route');
        }
        next();
      });
    },
    (req, res, next) => {
      const body = storedAnswerBody(req.body);
      if (!body || !secured(security, req, res)) return next();
      writeHead(res, 200, [
        'X-Request-Id',
        requestId(req),
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(body.length),
      ]);
      res.end(body);
    },
  ];

  /** A page as the page handler answers it (its headers come with it), plus helmet's and an id. */
  const page: RequestHandler = (req, res, next) => {
    if (!hotPage || !eligible(req)) return next();
    const hit = hotPage(req);
    if (!hit || !secured(security, req, res)) return next();
    writeHead(res, hit.status, ['X-Request-Id', requestId(req), ...hit.headers]);
    res.end(hit.status === 304 || req.method === 'HEAD' ? undefined : hit.body);
  };

  /** In the normal /graphql stack, after the access log: the body error the hot lane met. */
  const bodyError: RequestHandler = (req, _res, next) => {
    if (req.hotLaneError === undefined) return next();
    const error = req.hotLaneError;
    req.hotLaneError = undefined;
    next(error);
  };

  /**
   * A flood's known sender is answered here at once (no body read, no log line), in the error
   * handler's shape: passing the refusal on with next(error) walked every later layer of the stack
   * to reach the handler, half the cost of each refused request.
   *
   * The answer is held `refusalDelayMs` first (a tarpit): a script sends its next request when the
   * last is answered, so the real visitors' requests no longer wait behind a flood in the event loop
   * (docs/performance-log.md). At most HELD_MAX are held; past that they go at once.
   */
  const early: RequestHandler = (req, res, next) => {
    const refusal = refuseEarly?.(req);
    if (!refusal) return next();
    if (!secured(security, req, res)) return next(refusal);
    const error = toAppError(refusal);
    const id = requestId(req);
    const send = () => {
      if (res.destroyed) return;
      const headers = ['X-Request-Id', id, 'Content-Type', 'application/json; charset=utf-8'];
      if (error.retryAfterSeconds) headers.push('Retry-After', String(error.retryAfterSeconds));
      writeHead(res, error.status, headers);
      res.end(JSON.stringify(errorBody(error, id)));
    };
    if (refusalDelayMs === 0 || held >= HELD_MAX) return send();
    held++;
    setTimeout(() => {
      held--;
      send();
    }, refusalDelayMs).unref();
  };

  return { rest, graphql, page, bodyError, early };
}
