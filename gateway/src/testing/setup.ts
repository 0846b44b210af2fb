import { afterEach } from 'vitest';
import { resetClock } from '../lib/clock.ts';
import { logger } from '../lib/logger.ts';

logger.level = 'silent';
// A test that moved the gateway's clock leaves the next one on the wall clock.
afterEach(resetClock);
