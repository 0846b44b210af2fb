import crypto from 'node:crypto';
import { runtimeConfig } from './runtime.ts';

/**
 * The token of a link mailed to a visitor (their booking, a waiting-list offer): an HMAC of the
 * item's id and the link's purpose under the refresh secret, so it needs no table and opens only
 * that item for that purpose.
 */
export function linkToken(purpose: string, id: string): string {
  return crypto
    .createHmac('sha256', runtimeConfig().jwt.refreshSecret)
    .update(`${purpose}:${id}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Whether `token` is the link token of `id` for `purpose` (compared in constant time). */
export function linkTokenMatches(purpose: string, id: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(linkToken(purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
