import type { AdminVersionsQuery, VersionType } from '@/graphql/generated/operations.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import { AdminVersionDiffDocument } from './get-version-diff.generated.ts';
import { AdminVersionsDocument } from './get-versions.generated.ts';
import { AdminRestoreVersionDocument } from './restore-version.generated.ts';

export type { VersionType };
export type VersionRow = AdminVersionsQuery['versions'][number];

export function useVersions(type: VersionType, id: string) {
  return useQuery(AdminVersionsDocument, { variables: { type, id }, fetchPolicy: 'network-only' });
}

export function useVersionDiff(type: VersionType, id: string, version: number | null) {
  return useQuery(AdminVersionDiffDocument, {
    variables: { type, id, version: version ?? 0 },
    skip: version === null,
    fetchPolicy: 'network-only',
  });
}

/** A restore changes what visitors see: every content list in the cache is read again. */
export function useRestoreVersion() {
  return useMutation(AdminRestoreVersionDocument, {
    update: (cache) =>
      evictRootFields(
        cache,
        'events',
        'event',
        'newsList',
        'news',
        'areas',
        'area',
        'tags',
        'tag',
        'home',
        'introduction',
      ),
  });
}
