import mongoose from 'mongoose';
import { AppError } from '../../lib/errors.ts';
import { loginLockedMessage, type Language } from '../limits/limits.messages.ts';
import { LoginAttemptModel } from './login-attempt.model.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LIMIT = 5;
export const IP_LIMIT = 20;

function keysFor(email: string, ip: string | undefined): { key: string; limit: number }[] {
  const keys = [{ key: `acct:${email}`, limit: ACCOUNT_LIMIT }];
  if (ip) keys.push({ key: `ip:${ip}`, limit: IP_LIMIT });
  return keys;
}

/**
 * Refuses with 429 while an account or an address has used up its failed attempts in the window.
 * Retry-After is when the oldest of the last `limit` failures leaves the window.
 */
export async function assertLoginAllowed(
  email: string,
  ip: string | undefined,
  language: Language = 'vi',
): Promise<void> {
  const now = Date.now();
  let retryAfterMs = 0;
  for (const { key, limit } of keysFor(email, ip)) {
    const blocking = await LoginAttemptModel.find({
      key,
      at: mongoose.trusted({ $gt: new Date(now - LOGIN_WINDOW_MS) }),
    })
      .sort({ at: -1 })
      .skip(limit - 1)
      .limit(1)
      .lean<{ at: Date }[]>();
    if (blocking[0]) retryAfterMs = Math.max(retryAfterMs, blocking[0].at.getTime() + LOGIN_WINDOW_MS - now);
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError('TOO_MANY_REQUESTS', loginLockedMessage(language, seconds), {
      retryAfterSeconds: seconds,
    });
  }
}

let ttlIndex: Promise<unknown> | undefined;

export async function recordLoginFailure(email: string, ip: string | undefined): Promise<void> {
  // Declared here, not in the schema: FerretDB answers "not implemented" and that is fine.
  ttlIndex ??= LoginAttemptModel.collection
    .createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 })
    .catch(() => undefined);
  const at = new Date();
  const expiresAt = new Date(at.getTime() + LOGIN_WINDOW_MS);
  await LoginAttemptModel.insertMany(keysFor(email, ip).map(({ key }) => ({ key, at, expiresAt })));
  // Pruning stands in for the TTL index where the database does not run one.
  await LoginAttemptModel.deleteMany({ expiresAt: mongoose.trusted({ $lte: at }) });
}

/** A successful sign-in clears the account's counter; the address keeps its count. */
export async function clearAccountFailures(email: string): Promise<void> {
  await LoginAttemptModel.deleteMany({ key: `acct:${email}` });
}
