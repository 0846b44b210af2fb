import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { logger } from '../lib/logger.ts';
import { ensureFirstAdmin } from '../modules/auth/auth.service.ts';

/**
 * First start on an empty database: an administrator and the demo venue. Never overwrites data:
 * each part is written only when its collection is empty.
 */
export async function seedDatabase(config: Config, uri: string): Promise<void> {
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
  if (!config.seedDemo) return;
  if (config.production) return seedInChild(uri);
  const { seedDemoVenue } = await import('./demo-venue.ts');
  await seedDemoVenue();
}

/** Production: the demo venue is written by a child process (see seed/seed-demo.ts for why). */
function seedInChild(uri: string): Promise<void> {
  const script = fileURLToPath(
    new URL(`./seed-demo${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url),
  );
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      // Its own modest heap; the gateway's flags (semi-space, old space) are for serving.
      execArgv: [],
      env: { ...process.env, SEED_MONGODB_URI: uri },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`seeding the demo venue failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
