import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths.ts';

const DEFAULT_SECRETS = new Set(['', 'change-me', 'changeme', 'secret', 'dev-secret']);

/** `VAR=` in .env (compose passes it on) means unset. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  MONGODB_URI: z.string().optional(),
  MONGODB_DB: z.string().default('venue'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  JWT_ACCESS_SECRET: z.string().optional(),
  JWT_REFRESH_SECRET: z.string().optional(),
  /** Lifetime of an access token; the browser tests shorten it to see a session outlive one. */
  JWT_ACCESS_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(15 * 60),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  CORS_ORIGINS: z.string().default(''),
  /** Which proxies' X-Forwarded-For to believe (Express syntax); compose adds its private network. */
  TRUST_PROXY: z.string().default('loopback'),
  MAP_HOSTS: z.string().default('www.google.com,maps.google.com,www.openstreetmap.org'),
  FRONTEND_DIST: z.string().optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * Who answers the staff inboxes' pages and counts: `sqlite`, an index in DATA_DIR (the default on
   * the embedded FerretDB, which sorts and counts by reading whole collections), or `database`,
   * plain indexed queries (the default with MONGODB_URI).
   */
  INBOX_INDEX: z.enum(['sqlite', 'database']).optional(),
  // Answers served from the read cache ahead of the stack (http/hot-lane.ts) are counted, not
  // logged one line each; true sends them through the normal stack and its access log.
  // Every this many ms each gateway reads the domain events the others on the same database
  // published (lib/bus-bridge.ts); 0 turns the sharing off.
  BUS_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LOG_CACHE_HITS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How long a request waits for a database that is away (restarting) before it answers 503. */
  DB_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Restarts of the embedded FerretDB allowed within a minute before the gateway exits non-zero. */
  DB_MAX_RESTARTS_PER_MINUTE: z.coerce.number().int().min(0).max(100).default(5),
  /** Public writes (bookings, contact messages) per client address, per email named, venue-wide. */
  LIMIT_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LIMIT_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  LIMIT_EMAIL_PER_10_MINUTES: z.coerce.number().int().min(1).default(3),
  LIMIT_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(10),
  LIMIT_VENUE_PER_HOUR: z.coerce.number().int().min(1).default(200),
  LIMIT_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** The same booking or message sent again within this many seconds returns the first one. */
  DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** How long a gateway trusts its look-up of a session as not revoked (access tokens). */
  SESSION_CHECK_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** smtp://user:pass@host:587 or smtps://…; unset: mails stay in the outbox (admin /admin/outbox). */
  SMTP_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().min(3).default('Venue <no-reply@venue.local>')),
  /** Staff notifications (new booking, new message); unset: the homepage's email. */
  VENUE_NOTIFY_EMAIL: z.preprocess(unsetIfEmpty, z.string().email().optional()),
  /** How often each gateway looks for mails due (its own are sent at once). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** First retry after a failed send; it doubles each time (8 attempts span about two hours). */
  OUTBOX_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** Versions kept per content item (events, news, areas, home, introduction); older ones are pruned. */
  VERSIONS_KEEP: z.coerce.number().int().min(1).max(500).default(50),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

/** Secrets for local runs are generated once and kept in DATA_DIR so that sessions survive restarts. */
function localSecrets(dataDir: string): { access: string; refresh: string } {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { access?: string; refresh?: string };
    if (parsed.access && parsed.refresh) return { access: parsed.access, refresh: parsed.refresh };
  } catch {
    // first run: fall through and create them
  }
  const secrets = {
    access: crypto.randomBytes(32).toString('base64url'),
    refresh: crypto.randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  let access = e.JWT_ACCESS_SECRET ?? '';
  let refresh = e.JWT_REFRESH_SECRET ?? '';
  if (production) {
    for (const [name, value] of [
      ['JWT_ACCESS_SECRET', access],
      ['JWT_REFRESH_SECRET', refresh],
    ] as const) {
      if (DEFAULT_SECRETS.has(value) || value.length < 32) {
        throw new Error(`${name} must be set to a random secret of at least 32 characters in production.`);
      }
    }
    if (access === refresh) throw new Error('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ.');
  } else if (!access || !refresh) {
    const local = localSecrets(e.DATA_DIR);
    access ||= local.access;
    refresh ||= local.refresh;
  }
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    mongoUri: e.MONGODB_URI,
    mongoDb: e.MONGODB_DB,
    dataDir: e.DATA_DIR,
    jwt: {
      accessSecret: access,
      refreshSecret: refresh,
      accessTtlSeconds: e.JWT_ACCESS_TTL_SECONDS,
      refreshTtlSeconds: 7 * 24 * 3600,
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mapHosts: e.MAP_HOSTS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    frontendDist: e.FRONTEND_DIST,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    readCache: e.READ_CACHE === 'on',
    inboxIndex: e.INBOX_INDEX ?? (e.MONGODB_URI ? 'database' : 'sqlite'),
    logCacheHits: e.LOG_CACHE_HITS,
    busPollMs: e.BUS_POLL_MS,
    dbWaitMs: e.DB_WAIT_MS,
    dbMaxRestartsPerMinute: e.DB_MAX_RESTARTS_PER_MINUTE,
    limits: {
      addressPerMinute: e.LIMIT_ADDRESS_PER_MINUTE,
      addressPerHour: e.LIMIT_ADDRESS_PER_HOUR,
      emailPer10Minutes: e.LIMIT_EMAIL_PER_10_MINUTES,
      emailPerDay: e.LIMIT_EMAIL_PER_DAY,
      venuePerHour: e.LIMIT_VENUE_PER_HOUR,
      refusalDelayMs: e.LIMIT_REFUSAL_DELAY_MS,
      duplicateWindowSeconds: e.DUPLICATE_WINDOW_SECONDS,
    },
    sessionCheckCacheMs: e.SESSION_CHECK_CACHE_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      notifyEmail: e.VENUE_NOTIFY_EMAIL,
      pollMs: e.OUTBOX_POLL_MS,
      retryMs: e.OUTBOX_RETRY_MS,
      maxAttempts: 8,
    },
    versionsKeep: e.VERSIONS_KEEP,
  };
}
