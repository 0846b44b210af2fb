import mongoose, { type Model } from 'mongoose';
import { requireRole } from '../modules/auth/access.ts';
import type { AuthUser } from '../modules/auth/auth.types.ts';
import { publishChange, type ContentType } from './content-bus.ts';
import { notFound } from './errors.ts';
import { objectId } from './ids.ts';

/** Marks an operator object built by the service itself, so that sanitizeFilter leaves it alone. */
export const op = <T>(value: T): T => mongoose.trusted(value);

/** What a visitor may see: published, and already public (scheduled publishing needs no job). */
export function publicOnly(now = new Date()) {
  return { status: 'published', publishedAt: op({ $lte: now }) };
}

/** Published with a publication time still to come. */
export function isScheduled(status: unknown, publishedAt: Date | null | undefined): boolean {
  return status === 'published' && !!publishedAt && publishedAt.getTime() > Date.now();
}

type ById<T> = (args: { id: string; user?: AuthUser }) => Promise<T>;

/** Delete, publish and unpublish for a collection with `status` and `publishedAt` (events, news). */
export function publishingOperations<T>(
  model: Model<any>,
  options: { type: ContentType; what: string; toItem: (doc: Record<string, any>) => T },
): { remove: ById<T>; publish: ById<T>; unpublish: ById<T> } {
  const answer = (id: string, doc: Record<string, any> | null): T => {
    if (!doc) throw notFound(options.what);
    publishChange({ type: options.type, id });
    return options.toItem(doc);
  };
  const setStatus = (id: string, set: Record<string, unknown>) =>
    model
      .findOneAndUpdate({ _id: objectId(id, options.what) }, { $set: set }, { returnDocument: 'after' })
      .lean<Record<string, any>>();
  return {
    async remove({ id, user }) {
      requireRole(user, 'editor');
      return answer(
        id,
        await model.findOneAndDelete({ _id: objectId(id, options.what) }).lean<Record<string, any>>(),
      );
    },
    /** Publishing keeps a chosen publishedAt (a future one schedules the item); otherwise it is now. */
    async publish({ id, user }) {
      requireRole(user, 'editor');
      const current = await model
        .findOne({ _id: objectId(id, options.what) }, { publishedAt: 1 })
        .lean<Record<string, any>>();
      if (!current) throw notFound(options.what);
      return answer(
        id,
        await setStatus(id, { status: 'published', publishedAt: current.publishedAt ?? new Date() }),
      );
    },
    async unpublish({ id, user }) {
      requireRole(user, 'editor');
      return answer(id, await setStatus(id, { status: 'draft' }));
    },
  };
}
