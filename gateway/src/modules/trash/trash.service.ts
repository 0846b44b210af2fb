import { TRASH_DAYS, trashKind, type Trashed as Trashable, type TrashOperations } from './trash.store.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { trashTarget, trashType, type TrashType } from './trash.schemas.ts';

/** Which item, whatever its type. */
export interface ContentRef {
  type: TrashType;
  _id: string;
  slug: string;
  titleVi: string;
  titleEn: string;
}

/** One item in the trash. */
export interface TrashItem extends ContentRef {
  deletedAt: Date;
  deletedBy: string;
  /** When it is deleted for good unless restored first. */
  purgeAt: Date;
}

const DAY_MS = 86_400_000;

const toRef = (type: TrashType, item: Trashable): ContentRef => ({
  type,
  _id: item._id,
  slug: item.slug,
  titleVi: item.titleVi ?? item.nameVi ?? '',
  titleEn: item.titleEn ?? item.nameEn ?? '',
});

function toTrashItem(type: TrashType, item: Trashable): TrashItem {
  const deletedAt = new Date(item.deletedAt ?? 0);
  return {
    ...toRef(type, item),
    deletedAt,
    deletedBy: item.deletedBy ?? '',
    purgeAt: new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS),
  };
}

/**
 * Everything in the trash, most recently deleted first (staff), from the read models. Items past
 * their TRASH_DAYS are deleted for good as the list is read (no scheduler needed).
 */
export async function listTrash({ user }: { user?: AuthUser }): Promise<TrashItem[]> {
  requireRole(user, 'editor');
  const now = Date.now();
  const out: TrashItem[] = [];
  for (const type of trashType.options) {
    const ops = trashKind(type);
    for (const item of await ops.store.trashed()) {
      const entry = toTrashItem(type, item);
      if (entry.purgeAt.getTime() <= now) {
        await ops.expire(item._id);
      } else out.push(entry);
    }
  }
  return out.sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
}

function target(
  input: unknown,
  user?: AuthUser,
): { ops: TrashOperations<Trashable>; type: TrashType; id: string } {
  requireRole(user, 'editor');
  const { type, id } = parseInput(trashTarget, input);
  return { ops: trashKind(type), type, id };
}

/** Brings an item back from the trash with its slug (editors). */
export async function restoreFromTrash({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<ContentRef> {
  const { ops, type, id } = target(input, user);
  return toRef(type, await ops.restore({ id, user }));
}

/** Deletes an item of the trash for good (admins). */
export async function deleteForever({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<ContentRef> {
  const { ops, type, id } = target(input, user);
  return toRef(type, await ops.purge({ id, user }));
}
