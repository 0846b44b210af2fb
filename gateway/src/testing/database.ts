import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from '../db/embedded.ts';

export interface TestDatabase {
  uri: string;
  provider: 'MONGODB_URI' | 'testcontainers' | 'ferretdb';
  stop(): Promise<void>;
}

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** MONGODB_URI if set, else a testcontainers MongoDB when Docker answers, else embedded FerretDB. */
export async function provideTestDatabase(): Promise<TestDatabase> {
  const fromEnv = process.env.MONGODB_URI;
  if (fromEnv) return { uri: fromEnv, provider: 'MONGODB_URI', stop: async () => undefined };
  if (process.env.TEST_SKIP_DOCKER !== 'true' && (await dockerAnswers())) {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const container = await new MongoDBContainer('mongo:8').start();
    return {
      uri: `${container.getConnectionString()}/?directConnection=true`,
      provider: 'testcontainers',
      stop: async () => void (await container.stop()),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-test-db-'));
  const db = await startEmbeddedDatabase({ dataDir });
  return {
    uri: db.uri,
    provider: 'ferretdb',
    stop: async () => {
      await db.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
