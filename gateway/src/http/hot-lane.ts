import crypto from 'node:crypto';
import express, { type RequestHandler } from 'express';
import { storedAnswerBody } from '../graphql/server.ts';
import { hotAnswer, matches, PUBLIC_CACHE_CONTROL } from '../lib/read-cache.ts';
import type { PageAnswer } from '../modules/seo/seo.routes.ts';

/**
 * The hot lane: answers an anonymous request that was answered before from the read cache, with
 * the stored bytes, ahead of the middleware stack (access log, helmet, body parsers, routers,
 * Apollo). It carries the same security headers (captured once from helmet), an X-Request-Id, and
 * for REST the same ETag/Cache-Control/Vary and 304 handling as `sendCached`.
 *
 * What reaches it: GET/HEAD of a public REST read whose exact URL was answered from the read cache
 * (`hotAnswer`), JSON POSTs to /graphql whose document and variables have a stored anonymous
 * answer (`storedAnswerBody`), and GET/HEAD of a public page kept rendered in the page cache
 * (`page`, see `seoHtmlHandler`'s `hot`). Anything else, any request with an Authorization
 * header, and cross-origin requests when CORS is configured go on to the normal stack. Hits are counted in
 * `readCacheStats().hotHits` rather than written to the access log one line each (as a CDN edge
 * would); LOG_CACHE_HITS=true logs them too.
 */

/** The headers a middleware such as helmet sets on every response, captured once. */
export function capturedHeaders(middleware: RequestHandler): string[] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let called = false;
  void middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => {
    called = true;
  });
  if (!called) throw new Error('the middleware did not finish synchronously');
  return [...headers].flat();
}

/** Larger GraphQL bodies are never stored answers' documents: they take the normal path. */
const MAX_HOT_BODY = 16 * 1024;

declare module 'express-serve-static-core' {
  interface Request {
    /** A body the hot lane read but could not parse: the normal stack answers it. */
    hotLaneError?: unknown;
  }
}

export function hotLane(options: {
  securityHeaders: string[];
  cors: boolean;
  logHits: boolean;
  /** The answer from the kept page for a request (`seoHtmlHandler(...).hot`). */
  hotPage?: (req: Parameters<RequestHandler>[0]) => PageAnswer | undefined;
}): {
  rest: RequestHandler;
  graphql: RequestHandler[];
  page: RequestHandler;
  bodyError: RequestHandler;
} {
  const { securityHeaders, cors, logHits, hotPage } = options;
  const eligible = (req: Parameters<RequestHandler>[0]) =>
    !logHits && !req.headers.authorization && !(cors && req.headers.origin);
  const requestId = (req: Parameters<RequestHandler>[0]) =>
    (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID();

  const rest: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !eligible(req)) return next();
    const hit = hotAnswer(req.originalUrl);
    if (!hit) return next();
    const common = [
      ...securityHeaders,
      'X-Request-Id',
      requestId(req),
      'ETag',
      hit.etag,
      'Cache-Control',
      PUBLIC_CACHE_CONTROL,
      'Vary',
      'Authorization',
    ];
    if (matches(req.headers['if-none-match'], hit.etag)) {
      res.writeHead(304, common).end();
      return;
    }
    res
      .writeHead(200, [
        ...common,
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(hit.body.length),
      ])
      .end(req.method === 'HEAD' ? undefined : hit.body);
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
      if (!body) return next();
      res
        .writeHead(200, [
          ...securityHeaders,
          'X-Request-Id',
          requestId(req),
          'Content-Type',
          'application/json; charset=utf-8',
          'Content-Length',
          String(body.length),
        ])
        .end(body);
    },
  ];

  /** A page as the page handler answers it (its headers come with it), plus helmet's and an id. */
  const page: RequestHandler = (req, res, next) => {
    if (!hotPage || !eligible(req)) return next();
    const hit = hotPage(req);
    if (!hit) return next();
    res
      .writeHead(hit.status, [...securityHeaders, 'X-Request-Id', requestId(req), ...hit.headers])
      .end(hit.status === 304 || req.method === 'HEAD' ? undefined : hit.body);
  };

  /** In the normal /graphql stack, after the access log: the body error the hot lane met. */
  const bodyError: RequestHandler = (req, _res, next) => {
    if (req.hotLaneError === undefined) return next();
    const error = req.hotLaneError;
    req.hotLaneError = undefined;
    next(error);
  };

  return { rest, graphql, page, bodyError };
}
