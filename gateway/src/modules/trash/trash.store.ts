import type { Model } from 'mongoose';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import type { AuditType } from '../audit/audit.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { publishChange, type ContentType } from '../../lib/content-bus.ts';
import type { ContentStore } from '../../lib/content-store.ts';
import { notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import type { VersionType } from '../versions/versions.schemas.ts';
import { dropVersions } from '../versions/versions.store.ts';

/**
 * Soft delete of a content collection (events, news, areas): deleting sets `deletedAt`/`deletedBy`
 * on the stored document, so its slug stays reserved (slug checks read the collection) and the read
 * model holds it apart from every list and look-up (`ContentStore`'s trash); restore unsets them,
 * purge deletes the document for good. Items stay in the trash for TRASH_DAYS.
 */
export const TRASH_DAYS = 30;

/** Fields every trashable mongoose schema adds. */
export const trashFields = {
  deletedAt: { type: Date, default: undefined },
  deletedBy: { type: String, default: undefined },
} as const;

/** The trash fields of a stored document as the read model items carry them (absent when live). */
export function trashOf(doc: Record<string, any>): { deletedAt?: Date; deletedBy?: string } {
  return doc.deletedAt ? { deletedAt: new Date(doc.deletedAt), deletedBy: doc.deletedBy ?? '' } : {};
}

export interface TrashOperations<T> {
  type: ContentType;
  store: ContentStore<T & { _id: string; deletedAt?: Date | null }>;
  /** Moves a live item to the trash (editors). */
  trash(args: { id: string; user?: AuthUser }): Promise<T>;
  /** Brings a trashed item back, same slug (editors). */
  restore(args: { id: string; user?: AuthUser }): Promise<T>;
  /** Deletes a trashed item for good (admins). */
  purge(args: { id: string; user?: AuthUser }): Promise<T>;
  /** Deletes a trashed item whose time in the trash is over (no user: the gateway's own sweep). */
  expire(id: string): Promise<T>;
}

export function trashOperations<T extends { _id: string; deletedAt?: Date | null }>(
  model: Model<any>,
  options: {
    type: ContentType;
    what: string;
    toItem: (doc: Record<string, any>) => T;
    store: ContentStore<T>;
  },
): TrashOperations<T> {
  const { store, what } = options;
  const applied = (id: string, doc: Record<string, any> | null): T => {
    if (!doc) throw notFound(what);
    const item = options.toItem(doc);
    store.put(item);
    publishChange({ type: options.type, id });
    return item;
  };
  /** The item's name for the audit log (events and news: title; areas: name). */
  const labelOf = (item: T) => {
    const named = item as { titleVi?: string; nameVi?: string };
    return named.titleVi ?? named.nameVi ?? '';
  };
  const logged = (user: AuthUser | undefined, action: 'delete' | 'restore' | 'purge', item: T) => {
    recordAudit({ user, action, type: options.type as AuditType, id: item._id, label: labelOf(item) });
    return item;
  };
  const expire = async (id: string, allowed?: () => void): Promise<T> => {
    const _id = objectId(id, what);
    const current = await model.findOne({ _id }).lean<Record<string, any>>();
    if (!current?.deletedAt) throw notFound(what);
    allowed?.();
    await model.deleteOne({ _id });
    await dropVersions(options.type as VersionType, String(_id));
    store.remove(String(_id));
    publishChange({ type: options.type, id });
    return options.toItem(current);
  };
  const operations: TrashOperations<T> = {
    type: options.type,
    store,
    async trash({ id, user }) {
      requireRole(user, 'editor');
      const doc = await model
        .findOneAndUpdate(
          { _id: objectId(id, what), deletedAt: null },
          { $set: { deletedAt: new Date(), deletedBy: user?.email ?? '' } },
          { returnDocument: 'after' },
        )
        .lean<Record<string, any>>();
      return logged(user, 'delete', applied(id, doc));
    },
    async restore({ id, user }) {
      requireRole(user, 'editor');
      const _id = objectId(id, what);
      const current = await model.findOne({ _id }, { deletedAt: 1 }).lean<Record<string, any>>();
      if (!current?.deletedAt) throw notFound(what);
      const doc = await model
        .findOneAndUpdate({ _id }, { $unset: { deletedAt: 1, deletedBy: 1 } }, { returnDocument: 'after' })
        .lean<Record<string, any>>();
      return logged(user, 'restore', applied(id, doc));
    },
    async purge({ id, user }) {
      // Staff learn whether it is in the trash (404) before the admin check (403).
      requireRole(user, 'editor');
      return logged(user, 'purge', await expire(id, () => requireRole(user, 'admin')));
    },
    expire: (id) => expire(id),
  };
  kinds.set(options.type, operations as unknown as TrashOperations<Trashed>);
  return operations;
}

/**
 * The trash's kinds, registered by the content modules as they create their operations above: the
 * trash module lists and restores through them and never imports a content module.
 */
const kinds = new Map<ContentType, TrashOperations<Trashed>>();

/** What the trash reads of any item, whatever its type. */
export type Trashed = {
  _id: string;
  slug: string;
  deletedAt?: Date | null;
  deletedBy?: string;
  titleVi?: string;
  titleEn?: string;
  nameVi?: string;
  nameEn?: string;
};

export function trashKind(type: ContentType): TrashOperations<Trashed> {
  const ops = kinds.get(type);
  if (!ops) throw new Error(`trash: no content module registered the type '${type}'`);
  return ops;
}
