import type { AuthUser } from '../auth/auth.types.ts';
import type { VersionType } from './versions.schemas.ts';

/**
 * What the versions module needs of a versioned content type, registered by that content module:
 * versions sits below the content modules and never imports them.
 */
export interface Versioned {
  /** A restore is a save through the type's own update: same validation, slug check and version. */
  restore(id: string, input: unknown, user?: AuthUser): Promise<unknown>;
  /** A type of one document (home, introduction): its id, whatever id a caller names ('current'). */
  singletonId?(): Promise<string>;
  /** Items of the type by id, for naming them in the diffs of fields that refer to them. */
  named?(ids: string[]): Promise<readonly { _id: unknown; nameVi: string }[]>;
}

const registry = new Map<VersionType, Versioned>();

export function registerVersioned(type: VersionType, kind: Versioned): void {
  registry.set(type, kind);
}

export function versioned(type: VersionType): Versioned {
  const kind = registry.get(type);
  if (!kind) throw new Error(`versions: no content module registered the type '${type}'`);
  return kind;
}
