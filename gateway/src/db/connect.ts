import mongoose from 'mongoose';

// User input must never reach a query as an operator: `{ $gt: '' }` in a filter is escaped.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// While the database is away, a request fails within a couple of seconds with 503 instead of
// hanging: commands queued by mongoose give up after this long (and are dropped, never run later).
mongoose.set('bufferTimeoutMS', 2000);

/** How long the driver looks for a server before an operation fails (503); also a first-connect attempt. */
const SERVER_SELECTION_MS = 2000;

export async function connectDatabase(
  uri: string,
  dbName: string,
  options: { timeoutMs?: number } = {},
): Promise<typeof mongoose> {
  // Short server selection keeps requests fast while the database is down; the first connection
  // still waits for a database that is starting (a container, a replica set election) by retrying.
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    try {
      await mongoose.connect(uri, {
        dbName,
        serverSelectionTimeoutMS: SERVER_SELECTION_MS,
        heartbeatFrequencyMS: 1000,
        autoIndex: true,
      });
      break;
    } catch (error) {
      const name = (error as Error).name;
      if (!/ServerSelection|Network/.test(name) || Date.now() > deadline) throw error;
      await mongoose.disconnect().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  // Build indexes now so that unique constraints hold from the first write.
  await Promise.all(Object.values(mongoose.connection.models).map((m) => m.init()));
  return mongoose;
}

export function databaseReady(): boolean {
  return mongoose.connection.readyState === 1;
}

/** True when the database answers a ping within `timeoutMs` (readiness must answer fast). */
export async function pingDatabase(timeoutMs = 1500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = mongoose.connection.db;
    if (!db || mongoose.connection.readyState !== 1) return false;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), timeoutMs);
    });
    await Promise.race([db.admin().command({ ping: 1 }), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
