import { GetFeaturedTagsDocument } from './get-featured-tags.generated.ts';
import { GET_TAG } from './get-tag.ts';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { sortByShownName } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';

/** How many tags the header's EVENT dropdown and the events page's chips offer at first. */
export const FEATURED_TAGS = 12;

export const GET_FEATURED_TAGS = GetFeaturedTagsDocument;

/**
 * The tags with the most upcoming events (all of them while a venue has 12 or fewer), sorted by
 * the name shown in the chosen language; `more` says whether other tags exist. The header and the
 * events page ask with the same variables, so they share one cached answer.
 */
export function useFeaturedTags(fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-first') {
  const isVn = useIsVn();
  const result = useQuery(GET_FEATURED_TAGS, { variables: { limit: FEATURED_TAGS }, fetchPolicy });
  const selection = result.data?.featuredTags;
  const tags = useMemo(() => selection && sortByShownName(selection.items, isVn), [selection, isVn]);
  return {
    tags,
    more: selection ? selection.total > selection.items.length : false,
    loading: result.loading,
  };
}

/**
 * The events page's chips: the featured tags, plus the chosen one (`?tag=`, picked from the
 * searchable list or a shared link) when it is not among them.
 */
export function useTagChips(chosenId: string | null) {
  const featured = useFeaturedTags();
  const listed = !chosenId || !featured.tags || featured.tags.some((tag) => tag._id === chosenId);
  const chosen = useQuery(GET_TAG, { variables: { id: chosenId }, skip: listed }).data?.tag;
  const tags = useMemo(
    () => (chosen && !listed && featured.tags ? [...featured.tags, chosen] : featured.tags),
    [chosen, listed, featured.tags],
  );
  return { ...featured, tags };
}
