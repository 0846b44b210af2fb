import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import mongoose from 'mongoose';
import { createApp, type AppParts } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { connectDatabase, disconnectDatabase, reopenWhenStuck, watchDatabaseOutages } from './db/connect.ts';
import { superviseEmbeddedDatabase, type SupervisedDatabase } from './db/supervisor.ts';
import { ferretVersionMismatch } from './db/embedded.ts';
import { forgetEmbeddedDatabase, recordEmbeddedDatabase } from './db/embedded-state.ts';
import { seedDatabase } from './seed/seed.ts';
import { buildSchema } from './graphql/schema.ts';
import { createGraphQL } from './graphql/server.ts';
import { startBusBridge } from './lib/bus-bridge.ts';
import { bus, setBusForwarder } from './lib/content-bus.ts';
import { logger } from './lib/logger.ts';
import { setAnswerCachesEnabled } from './lib/cache.ts';
import { startReadModels } from './lib/read-models.ts';
import { closeInboxes, openInboxes } from './lib/inbox.ts';
import { startMailWorker } from './modules/mail/mail.service.ts';
import { startWaitlistSweeper } from './modules/waitlist/waitlist.service.ts';
import { detectWriteMode, writeMode } from './db/exclusive.ts';
import { startRecounts } from './modules/capacity/places.ts';
import { rewriteRecentMails } from './modules/bookings/bookings.service.ts';
import { BUS_GATEWAYS } from './lib/bus-bridge.ts';
import { setRuntimeConfig } from './lib/runtime.ts';
import { advanceClock } from './lib/clock.ts';
import { testClockOffsetMs } from './lib/kill-switch.ts';
import { flushAudit } from './modules/audit/audit.service.ts';

export interface RunningGateway {
  url: string;
  port: number;
  config: Config;
  server: http.Server;
  stop(): Promise<void>;
}

/** Starts database (embedded when MONGODB_URI is unset), seed, HTTP, GraphQL and WebSocket on one port. */
export async function startGateway(config: Config = loadConfig()): Promise<RunningGateway> {
  setRuntimeConfig(config);
  if (testClockOffsetMs()) advanceClock(testClockOffsetMs());
  setAnswerCachesEnabled(config.readCache);
  logger.level = config.logLevel;
  let embedded: SupervisedDatabase | undefined;
  let uri = config.mongoUri;
  if (!uri) {
    // Restarted on the same data and port when it exits unexpectedly (db/supervisor.ts).
    embedded = await superviseEmbeddedDatabase({
      dataDir: config.dataDir,
      maxRestartsPerMinute: config.dbMaxRestartsPerMinute,
      log: logger,
      // It keeps dying: exit non-zero, once the log line is written out (pino writes asynchronously).
      onGiveUp: () => logger.flush(() => process.exit(1)),
    });
    uri = embedded.uri;
    // /readyz says 503 while FerretDB is down, not after a ping that waited for its restart.
    watchDatabaseOutages(embedded);
    // `make backup` reads the live database through this FerretDB (db/embedded-state.ts).
    recordEmbeddedDatabase(config.dataDir, embedded.port);
    logger.info(
      { port: embedded.port, dataDir: config.dataDir },
      'embedded FerretDB started (MONGODB_URI not set)',
    );
  }
  try {
    await connectDatabase(uri, config.mongoDb, { waitMs: config.dbWaitMs });
    const mismatch = await ferretVersionMismatch(mongoose.connection.db!);
    if (mismatch) logger.warn(mismatch);
    const mode = await detectWriteMode(mongoose.connection.db!, config.dbWaitMs);
    // Without transactions one gateway decides every write; one it started itself has no other.
    if (mode === 'owner' && !embedded) await refuseIfAnotherGateway(mongoose.connection.db!);
    // Left by the in-gateway inbox store that the SQLite index replaced: nothing reads them.
    for (const name of ['read_snapshots', 'read_journal'])
      await mongoose.connection.db!.dropCollection(name).catch(() => undefined);
    await seedDatabase(config, uri);
    // The inboxes' SQLite index lives beside the embedded database's files (lib/inbox.ts).
    await openInboxes(config.inboxIndex === 'sqlite' ? config.dataDir : undefined);
  } catch (error) {
    await embedded?.stop();
    if (embedded) forgetEmbedded(config.dataDir);
    throw error;
  }

  // The embedded database back up but the driver's connections still reset: opened afresh.
  const unstick = embedded
    ? setInterval(() => {
        if (!embedded.down()) void reopenWhenStuck(8000).catch(() => undefined);
      }, 2000).unref()
    : undefined;
  // Counts kept for speed are recounted from the documents that hold the truth, and a kill's
  // missing mails written (modules/capacity, modules/bookings): the last stop may have been one.
  const recounts = startRecounts();
  if (writeMode() === 'owner')
    void rewriteRecentMails(new Date(Date.now() - 24 * 3600_000)).catch((err: unknown) =>
      logger.warn({ err }, 'mails of recent bookings not rewritten'),
    );
  // Sends the outbox's mails when SMTP_URL is set (modules/mail).
  const mailWorker = startMailWorker();
  // Waiting-list offers past their hold go to the next in line (modules/waitlist).
  const sweeper = startWaitlistSweeper();

  // Writes on any gateway of this database reach every gateway's caches and subscriptions.
  const bridge = startBusBridge({
    db: () => mongoose.connection.db,
    bus,
    setForwarder: setBusForwarder,
    intervalMs: config.busPollMs,
  });

  const parts: AppParts = { config };
  const app = createApp(parts);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  const schema = buildSchema();
  parts.schema = schema;
  const graphql = await createGraphQL({
    schema,
    httpServer: server,
    production: config.production,
  });
  parts.graphql = graphql.middleware;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Lists, counts and feeds are answered from the read model, loaded while the server listens
  // (`/readyz` says 503 until it is; a request that needs it meanwhile waits for it).
  void startReadModels();
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      server.closeIdleConnections();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      setTimeout(() => server.closeAllConnections(), 3000).unref();
      await graphql.stop().catch(() => undefined);
      await closed;
      await bridge.stop();
      await mailWorker.stop();
      sweeper.stop();
      recounts.stop();
      clearInterval(unstick);
      // Entries of the last requests' writes are written before the database goes.
      await flushAudit();
      closeInboxes();
      await disconnectDatabase().catch(() => undefined);
      await embedded?.stop();
      if (embedded) forgetEmbedded(config.dataDir);
    })());
  return { url: `http://localhost:${port}`, port, config, server, stop };
}

/**
 * A database without transactions is written by one gateway (db/exclusive.ts): a start that finds
 * another one saying it is there (`bus_gateways`, every 5 s) watches a little longer, and refuses
 * when it is still saying so.
 */
async function refuseIfAnotherGateway(db: mongoose.mongo.Db): Promise<void> {
  const gateways = db.collection<{ _id: string; seen: Date }>(BUS_GATEWAYS);
  const recent = async () =>
    new Map(
      (await gateways.find({ seen: { $gt: new Date(Date.now() - 15_000) } }).toArray()).map((g) => [
        g._id,
        g.seen.getTime(),
      ]),
    );
  const first = await recent();
  if (!first.size) return;
  await new Promise((r) => setTimeout(r, 6000));
  const later = await recent();
  if ([...later].some(([id, seen]) => seen > (first.get(id) ?? 0)))
    throw new Error(
      'Another gateway writes to this database, which has no transactions (FerretDB, or a MongoDB that is not a replica set): one gateway per such database; several gateways need a MongoDB replica set (docs/operations.md).',
    );
}

/** Undoes what the start told the rest of the gateway about its embedded FerretDB (it is gone). */
function forgetEmbedded(dataDir: string): void {
  watchDatabaseOutages(undefined);
  forgetEmbeddedDatabase(dataDir);
}

async function main(): Promise<void> {
  let gateway: RunningGateway;
  try {
    gateway = await startGateway();
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
  logger.info(`Venue is running at ${gateway.url}`);
  console.log(`\n  Venue is running at ${gateway.url}  (admin: ${gateway.url}/admin)\n`);
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    gateway.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main();
}
