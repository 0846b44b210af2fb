import { GetHomeDocument } from './get-home.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetHomeQuery } from '@/graphql/generated/operations.ts';

/** The homepage general data as the GetHome operation returns it (types generated from the schema). */
export type Home = GetHomeQuery['home'];
export type HeroSlide = Home['slides'][number];

/** The spec's `home` slice: the homepage general data, kept in the persisted Apollo cache. */
export const GET_HOME = GetHomeDocument;

/** The layout asks the network once per page load ('cache-and-network'); other readers take the
 *  cached copy ('cache-first') instead of fetching it again. */
export function useHome(fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-first') {
  return useQuery(GET_HOME, { fetchPolicy });
}
