import { GetTagsDocument } from './get-tags.generated.ts';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { sortByShownName } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';
import type { GetTagsQuery } from '@/graphql/generated/operations.ts';

export type Tag = GetTagsQuery['tags'][number];

/** The spec's `tag` slice (listTag): used by the header's EVENT dropdown and the tag filter. */
export const GET_TAGS = GetTagsDocument;

/** The layout asks the network once per page load ('cache-and-network'); other readers take the
 *  cached copy ('cache-first') instead of fetching it again. The tags come sorted by the name shown
 *  in the chosen language, so every list of them (header dropdown, tag filter) reads alike. */
export function useTags(fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-first') {
  const isVn = useIsVn();
  const result = useQuery(GET_TAGS, { fetchPolicy });
  const tags = result.data?.tags;
  const sorted = useMemo(() => tags && sortByShownName(tags, isVn), [tags, isVn]);
  return { ...result, data: sorted && { ...result.data, tags: sorted } };
}
