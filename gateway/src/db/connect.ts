import mongoose from 'mongoose';

// User input must never reach a query as an operator: `{ $gt: '' }` in a filter is escaped.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

export async function connectDatabase(uri: string, dbName: string): Promise<typeof mongoose> {
  await mongoose.connect(uri, {
    dbName,
    serverSelectionTimeoutMS: 5000,
    heartbeatFrequencyMS: 2000,
    autoIndex: true,
  });
  // Build indexes now so that unique constraints hold from the first write.
  await Promise.all(Object.values(mongoose.connection.models).map((m) => m.init()));
  return mongoose;
}

export function databaseReady(): boolean {
  return mongoose.connection.readyState === 1;
}

export async function pingDatabase(): Promise<boolean> {
  try {
    const db = mongoose.connection.db;
    if (!db) return false;
    await db.admin().command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
