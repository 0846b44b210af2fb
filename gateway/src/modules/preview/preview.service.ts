import jwt from 'jsonwebtoken';
import { AppError, notFound } from '../../lib/errors.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { eventStore, withRelations, type EventWithRelations } from '../events/events.service.ts';
import { newsStore, withTags, type NewsWithTags } from '../news/news.service.ts';
import { previewRead, previewTarget, type PreviewType } from './preview.schemas.ts';
import { PREVIEW_AUDIENCE, PREVIEW_TTL_SECONDS, previewKey, signPreviewTokenWith } from './preview.token.ts';

/**
 * Draft preview: a signed link to an unpublished or scheduled event or news post, valid 15 minutes,
 * that staff can open or share. The token (a JWT, audience `preview`) names the type and id it was
 * made for, so it opens that item only; its key is derived from the access-token secret, so a
 * preview token is never a sign-in and the same secret rotation ends both.
 */
const key = () => previewKey(runtimeConfig().jwt.accessSecret);

const refused = (message: string) => new AppError('FORBIDDEN', message);

async function stored(type: PreviewType, id: string) {
  const item = type === 'event' ? await eventStore.get(id) : await newsStore.get(id);
  if (!item) throw notFound(type === 'event' ? 'Event' : 'News');
  return item;
}

/** The token of a preview link (`ttlSeconds` below zero makes one already expired, for tests). */
export function signPreviewToken(type: PreviewType, id: string, ttlSeconds = PREVIEW_TTL_SECONDS): string {
  return signPreviewTokenWith(key(), type, id, ttlSeconds);
}

export interface PreviewLink {
  url: string;
  token: string;
  expiresAt: Date;
}

/** A link staff can open or share: the item as the public page would show it, for 15 minutes. */
export async function createPreviewLink({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<PreviewLink> {
  requireRole(user, 'editor');
  const { type, id } = parseInput(previewTarget, input);
  await stored(type, id);
  const token = signPreviewToken(type, id);
  const expiresAt = new Date(Date.now() + PREVIEW_TTL_SECONDS * 1000);
  const base = runtimeConfig().publicUrl;
  return { url: `${base}/preview/${type}/${id}?token=${encodeURIComponent(token)}`, token, expiresAt };
}

/** The item a valid token was made for, drafts and scheduled items included (anyone holding it). */
export async function readPreview({ input }: { input: unknown }): Promise<
  ({ type: 'event'; item: EventWithRelations } | { type: 'news'; item: NewsWithTags }) & {
    /** When the link stops opening the item. */
    expiresAt: Date;
  }
> {
  const { type, id, token } = parseInput(previewRead, input);
  let claims: { type?: unknown; id?: unknown; exp?: number };
  try {
    claims = jwt.verify(token, key(), { audience: PREVIEW_AUDIENCE, algorithms: ['HS256'] }) as typeof claims;
  } catch (error) {
    throw refused(
      (error as Error).name === 'TokenExpiredError'
        ? 'This preview link has expired: ask for a new one'
        : 'This preview link is not valid',
    );
  }
  if (claims.type !== type || claims.id !== id) throw refused('This preview link is for another item');
  const expiresAt = new Date((claims.exp ?? 0) * 1000);
  if (type === 'event') {
    const [item] = await withRelations([(await stored('event', id)) as never]);
    return { type, item: item!, expiresAt };
  }
  const [item] = await withTags([(await stored('news', id)) as never]);
  return { type, item: item!, expiresAt };
}
