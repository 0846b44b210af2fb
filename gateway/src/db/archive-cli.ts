import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { loadConfig } from '../config.ts';
import { inboxIndexDir } from '../lib/inbox.ts';
import { repoRoot } from '../lib/paths.ts';
import { ArchiveError, backupDatabase, restoreDatabase } from './archive.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';
import { runningEmbeddedDatabase } from './embedded-state.ts';

/**
 * `make backup` / `make restore FILE=…`: node gateway/src/db/archive-cli.ts backup [--out DIR]
 * | restore FILE [--force]. Uses MONGODB_URI, else the embedded FerretDB of DATA_DIR: the running
 * gateway's (backup while the site runs) or one started here on the same data.
 */
const USAGE = 'usage: archive-cli backup [--out DIR] | restore FILE [--force]';

function stamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-` +
    `${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`
  );
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const say = (message: string) => console.error(message);
  let embedded: EmbeddedDatabase | undefined;
  let uri = config.mongoUri;
  if (!uri) {
    const running = await runningEmbeddedDatabase(config.dataDir);
    if (running && command === 'restore') {
      say(`The site is running on ${config.dataDir} (pid ${running.pid}): stop it before a restore.`);
      return 1;
    }
    if (running) uri = running.uri;
    else {
      embedded = await startEmbeddedDatabase({ dataDir: config.dataDir });
      uri = embedded.uri;
    }
    say(`database: embedded FerretDB in ${config.dataDir}${running ? ' (the running site’s)' : ''}`);
  } else say(`database: ${uri.replace(/\/\/[^@]*@/, '//***@')} (${config.mongoDb})`);
  const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    const db = client.db(config.mongoDb);
    if (command === 'backup') {
      const dir = path.resolve(values.out ?? path.join(repoRoot, 'backups'));
      fs.mkdirSync(dir, { recursive: true });
      const target = path.join(dir, `venue-${stamp()}.ndjson.gz`);
      const summary = await backupDatabase(db, target, say);
      const total = Object.values(summary.collections).reduce((a, b) => a + b, 0);
      say(`backup written: ${target} (${total} documents, ${(summary.bytes / 1e6).toFixed(1)} MB)`);
    } else {
      const summary = await restoreDatabase(db, path.resolve(file!), { force: values.force, progress: say });
      const total = Object.values(summary.collections).reduce((a, b) => a + b, 0);
      // The inboxes' SQLite index describes the venue that was replaced: the next start rebuilds it.
      if (!config.mongoUri) fs.rmSync(inboxIndexDir(config.dataDir), { recursive: true, force: true });
      say(`restored ${total} documents into "${config.mongoDb}"; start the site to serve them`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ArchiveError) {
      say(`${command} refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await client.close();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
