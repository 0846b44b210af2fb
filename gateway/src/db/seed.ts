import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { logger } from '../lib/logger.ts';
import { ensureFirstAdmin } from '../modules/auth/auth.service.ts';

/**
 * First start on an empty database: an administrator and the demo venue. Never overwrites data:
 * each part is written only when its collection is empty.
 */
export async function seedDatabase(config: Config): Promise<void> {
  const generated = await ensureFirstAdmin(config.admin);
  if (generated) {
    logger.warn('created the first administrator');
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(
      path.join(config.dataDir, 'first-admin.txt'),
      `${generated.email}\n${generated.password}\n`,
      { mode: 0o600 },
    );
    console.log(
      `\n  First administrator created — email: ${generated.email}  password: ${generated.password}\n  (kept in .data/first-admin.txt; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
    );
  }
  if (config.seedDemo) {
    const { seedDemoVenue } = await import('./demo-venue.ts');
    await seedDemoVenue();
  }
}
