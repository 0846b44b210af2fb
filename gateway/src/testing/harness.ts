import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../config.ts';
import { createUser, login } from '../modules/auth/auth.service.ts';
import type { Role } from '../modules/auth/auth.types.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { checkDocumentedAnswer } from './contract.ts';

export interface Harness {
  gateway: RunningGateway;
  url: string;
  /** Signs in a fresh user of the role and returns its tokens. */
  signIn(
    role?: Role,
  ): Promise<{ accessToken: string; refreshToken: string; email: string; password: string }>;
  api(
    pathname: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  gql(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: any }>;
}

/** Public-write limits far above what any test posts from its one address; no duplicate window. */
export const RAISED_LIMITS = {
  LIMIT_ADDRESS_PER_MINUTE: '100000',
  LIMIT_ADDRESS_PER_HOUR: '100000',
  LIMIT_EMAIL_PER_10_MINUTES: '100000',
  LIMIT_EMAIL_PER_DAY: '100000',
  // Tests post the same booking again and again, expecting one each time.
  DUPLICATE_WINDOW_SECONDS: '0',
};

/**
 * Starts a whole gateway (HTTP, GraphQL, WebSocket) on a free port against this file's own
 * database on the shared test server. `seed: true` loads the demo venue.
 */
export function useGateway(
  options: {
    seed?: boolean;
    /** Extra configuration, e.g. FRONTEND_DIST or PUBLIC_URL. */
    env?: Record<string, string>;
    /** Keep the default limits on public writes (other tests post many from one address). */
    defaultLimits?: boolean;
  } = {},
): Harness {
  const h = {} as Harness;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-test-'));
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      MONGODB_URI: inject('mongoUri'),
      MONGODB_DB: `t_${crypto.randomBytes(6).toString('hex')}`,
      DATA_DIR: dataDir,
      SEED_DEMO: options.seed ? 'true' : 'false',
      // The inboxes' SQLite index, as on the embedded default (the test database comes by URI).
      INBOX_INDEX: 'sqlite',
      ADMIN_EMAIL: 'root@venue.test',
      ADMIN_PASSWORD: 'root-password-123',
      LOG_LEVEL: 'silent',
      ...(options.defaultLimits ? {} : RAISED_LIMITS),
      ...options.env,
    });
    h.gateway = await startGateway(config);
    h.url = h.gateway.url;
  });
  afterAll(async () => {
    await mongoose.connection.db?.dropDatabase().catch(() => undefined);
    await h.gateway?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  h.signIn = async (role: Role = 'admin') => {
    const email = `${role}-${crypto.randomBytes(4).toString('hex')}@venue.test`;
    const password = 'correct-horse-battery';
    await createUser({ email, password, role });
    return { ...(await login({ email, password })), email, password };
  };
  h.api = async (pathname, init = {}) => {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const res = await fetch(h.url + pathname, {
      method,
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    if (res.headers.get('content-type')?.startsWith('application/json')) {
      checkDocumentedAnswer(method, pathname, res.status, body);
    }
    return { status: res.status, body, headers: res.headers };
  };
  h.gql = async (query, variables, token) => {
    const { status, body } = await h.api('/graphql', { body: { query, variables }, token });
    return { status, body };
  };
  return h;
}

/**
 * A second gateway, as its own process started from the sources, on this file's database (the
 * harness's gateway is the first): `start(port, env)` answers its base URL once `/readyz` says 200.
 * It is stopped, and its data folder removed, after the file's tests.
 */
export function useSecondGateway(): { start(port: number, env?: Record<string, string>): Promise<string> } {
  let child: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-second-'));
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async start(port, env = {}) {
      child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../server.ts')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          MONGODB_URI: inject('mongoUri'),
          MONGODB_DB: mongoose.connection.db!.databaseName,
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
          ...env,
        },
        stdio: 'ignore',
      });
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 240; i++) {
        if (
          await fetch(`${base}/readyz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return base;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the second gateway did not start');
    },
  };
}
