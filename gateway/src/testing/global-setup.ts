import type { TestProject } from 'vitest/node';
import { provideTestDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    dbProvider: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await provideTestDatabase();
  console.log(`[tests] database: ${db.provider} (${db.uri.replace(/\/\/[^@]*@/, '//***@')})`);
  project.provide('mongoUri', db.uri);
  project.provide('dbProvider', db.provider);
  return async () => {
    await db.stop();
  };
}
