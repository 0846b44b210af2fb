import { logger } from '../lib/logger.ts';

logger.level = 'silent';
