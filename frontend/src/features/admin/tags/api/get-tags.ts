import type { AdminTagsQuery } from '@/graphql/generated/operations.ts';
import { AdminTagsDocument } from './get-tags.generated.ts';
import { useQuery } from '@apollo/client/react';

export const ADMIN_TAGS = AdminTagsDocument;

export type AdminTag = AdminTagsQuery['tags'][number];

export function useAdminTags() {
  return useQuery(ADMIN_TAGS, { fetchPolicy: 'cache-and-network' });
}
