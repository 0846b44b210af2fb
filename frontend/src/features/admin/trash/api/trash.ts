import type { AdminTrashQuery } from '@/graphql/generated/operations.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import { AdminDeleteForeverDocument } from './delete-forever.generated.ts';
import { AdminTrashDocument } from './get-trash.generated.ts';
import { AdminRestoreFromTrashDocument } from './restore-from-trash.generated.ts';

export type TrashEntry = AdminTrashQuery['trash'][number];

export function useTrash() {
  return useQuery(AdminTrashDocument, { fetchPolicy: 'cache-and-network' });
}

/** A restored item is back in every list: drop the lists the cache holds so they are read again. */
export function useRestoreFromTrash() {
  return useMutation(AdminRestoreFromTrashDocument, {
    update: (cache) =>
      evictRootFields(cache, 'events', 'event', 'newsList', 'news', 'areas', 'area', 'trash'),
    refetchQueries: [AdminTrashDocument],
  });
}

export function useDeleteForever() {
  return useMutation(AdminDeleteForeverDocument, {
    update: (cache) => evictRootFields(cache, 'trash'),
    refetchQueries: [AdminTrashDocument],
  });
}
