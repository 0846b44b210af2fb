// The demo venue's first seeding, run as a child process of a production gateway (seed/seed.ts): the
// cover images it generates load sharp (libvips), whose memory the process keeps: seeded in the
// gateway itself, a first start would hold it for good (docs/performance-log.md).
import { loadConfig } from '../config.ts';
import { logger } from '../lib/logger.ts';
import { setRuntimeConfig } from '../lib/runtime.ts';
import { connectDatabase, disconnectDatabase } from '../db/connect.ts';
import { flushAudit } from '../modules/audit/audit.service.ts';
import { seedDemoVenue } from './demo-venue.ts';

const config = loadConfig();
setRuntimeConfig(config);
logger.level = config.logLevel;
try {
  await connectDatabase(process.env.SEED_MONGODB_URI ?? config.mongoUri ?? '', config.mongoDb, {
    waitMs: config.dbWaitMs,
  });
  await seedDemoVenue();
  // The seeding's audit entries (capacity set by the seeder) are written before the client goes.
  await flushAudit();
  await disconnectDatabase();
  process.exit(0);
} catch (error) {
  logger.error({ err: error }, 'seeding the demo venue failed');
  process.exit(1);
}
