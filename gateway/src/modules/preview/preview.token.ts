import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { PreviewType } from './preview.schemas.ts';

/** How long a preview link opens its item. */
export const PREVIEW_TTL_SECONDS = 15 * 60;
export const PREVIEW_AUDIENCE = 'preview';

/** The preview tokens' key, derived from the access-token secret: one rotation ends both. */
export const previewKey = (accessSecret: string) =>
  crypto.createHmac('sha256', accessSecret).update('venue-preview-v1').digest();

/** A preview token for one item (`ttlSeconds` below zero makes one already expired, for tests). */
export function signPreviewTokenWith(
  key: Buffer,
  type: PreviewType,
  id: string,
  ttlSeconds = PREVIEW_TTL_SECONDS,
): string {
  return jwt.sign({ type, id, exp: Math.floor(Date.now() / 1000) + ttlSeconds }, key, {
    audience: PREVIEW_AUDIENCE,
    algorithm: 'HS256',
  });
}
