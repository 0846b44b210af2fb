import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.ts';
import { pingDatabase } from './db/connect.ts';
import { accessGate } from './modules/auth/access-gate.ts';
import { attachUser } from './modules/auth/auth.middleware.ts';
import { hotLane } from './http/hot-lane.ts';
import { clientOf, refuseKnownAddress } from './modules/limits/limits.service.ts';
import { readModelsReady } from './lib/read-models.ts';
import { inboxStatuses } from './lib/inbox.ts';
import { apiNotFound, errorHandler, graphqlTransportError } from './http/errors.ts';
import { mountApiDocs } from './http/openapi.ts';
import { frontendDist } from './lib/paths.ts';
import { compressedAssets } from './lib/compressed-assets.ts';
import { accessLogSerializers, logger } from './lib/logger.ts';
import { moduleApis, modules } from './modules/index.ts';
import { mediaFilesRouter } from './modules/media/media.routes.ts';
import { feedsRouter } from './modules/feeds/feeds.routes.ts';
import { looksLikeFile, pageHandler } from './modules/pages/pages.routes.ts';
import { PageRenderer } from './modules/pages/ssr.ts';

export interface AppParts {
  config: Config;
  /** The GraphQL middleware, attached once Apollo has started. */
  graphql?: RequestHandler;
  /** The schema, for the pages rendered on the server (their queries run in process). */
  schema?: GraphQLSchema;
}

export function createApp(parts: AppParts): Express {
  const { config } = parts;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  const security = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'frame-src': ["'self'", ...config.mapHosts.map((h) => `https://${h}`)],
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:'),
  });
  // Every other page: index.html with its head (title, meta, JSON-LD) and status rendered here.
  // Public pages come rendered when the frontend's server build is beside its client build.
  const dist = config.frontendDist ?? frontendDist;
  const pages = pageHandler(dist, new PageRenderer(path.join(dist, '..', 'dist-ssr'), () => parts.schema));
  // Repeat anonymous reads and page views are answered from the caches before everything below.
  const hot = hotLane({
    security,
    cors: config.corsOrigins.length > 0,
    logHits: config.logCacheHits,
    hotPage: pages.hot,
    refuseEarly: (req) => refuseKnownAddress(clientOf(req)),
    refusalDelayMs: config.limits.refusalDelayMs,
  });
  app.post(['/api/bookings/create', '/api/contact/create'], hot.early);
  app.use('/api', hot.rest);
  app.post('/graphql', ...hot.graphql);
  app.use(hot.page);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: accessLogSerializers,
    }),
  );
  app.use(security);
  if (config.corsOrigins.length) app.use(cors({ origin: config.corsOrigins, credentials: false }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });
  app.get('/readyz', async (_req, res) => {
    const database = await pingDatabase();
    const loaded = readModelsReady();
    const ready = database && loaded;
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      database: database ? 'up' : 'down',
      readModel: loaded ? 'loaded' : 'loading',
      // A rebuilding inbox index does not hold the site back: the database answers staff meanwhile.
      inboxes: inboxStatuses(),
    });
  });

  mountApiDocs(app, moduleApis);
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(attachUser);
  for (const m of modules) {
    if (!m.rest) continue;
    const { path: at, router, openapi } = m.rest;
    api.use(`/${at}`, accessGate(router, `/api/${at}`, openapi.routes), router);
  }
  api.use(apiNotFound);
  app.use('/api', api);

  // GraphQL in an application of its own, for its settings: no ETag on its answers (POSTs are never
  // revalidated, and Express would hash every answer for one); the rest comes from this one.
  const graphql = express();
  graphql.disable('x-powered-by');
  graphql.set('etag', false);
  graphql.use(hot.bodyError, express.json({ limit: '1mb' }), attachUser, (req, res, next) => {
    if (!parts.graphql)
      return res.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'GraphQL is starting' } });
    return parts.graphql(req, res, next);
  });
  // A body that is not JSON or too large is answered in GraphQL's error shape on /graphql.
  graphql.use(graphqlTransportError);
  app.use('/graphql', graphql);

  app.use('/media', mediaFilesRouter);
  // sitemap.xml, robots.txt, news/rss.xml, events.ics, event/<slug>.ics: before the SPA fallback.
  app.use(feedsRouter);

  const indexFile = path.join(dist, 'index.html');
  if (fs.existsSync(indexFile)) {
    app.use(
      '/assets',
      // Brotli/gzip once per file, kept in memory (no proxy needed in front of `make start`).
      compressedAssets(path.join(dist, 'assets')),
      express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    // The build's own root files (favicon.svg): only an address that looks like a file is looked up
    // on disk, so a page view costs no file-system round trip before its (cached) page is sent.
    const rootFiles = express.static(dist, { index: false, maxAge: '1h' });
    app.use((req, res, next) => (looksLikeFile(req.path) ? rootFiles(req, res, next) : next()));
  }
  app.get(/.*/, pages);

  app.use(errorHandler);
  return app;
}
