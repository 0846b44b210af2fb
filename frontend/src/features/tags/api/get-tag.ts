import { GetTagDocument } from './get-tag.generated.ts';
import { useQuery } from '@apollo/client/react';

export const GET_TAG = GetTagDocument;

const OBJECT_ID = /^[a-f0-9]{24}$/i;

/** The header links with the tag's _id while the route is /event/tag/{slug}: accept both. */
export function useTagByIdOrSlug(idOrSlug: string) {
  const variables = OBJECT_ID.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
  return useQuery(GET_TAG, { variables, fetchPolicy: 'cache-and-network' });
}
