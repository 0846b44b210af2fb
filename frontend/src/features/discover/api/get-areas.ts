import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { GetAreasQuery, GetAreasQueryVariables } from '@/graphql/generated/operations.ts';

export type AreaSummary = GetAreasQuery['areas'][number];

export const GET_AREAS: TypedDocumentNode<GetAreasQuery, GetAreasQueryVariables> = gql`
  query GetAreas {
    areas {
      _id
      slug
      name
      nameVi
      nameEn
      summaryVi
      summaryEn
      order
      cover {
        public_id
        secure_url
        width
        height
        placeholder
      }
    }
  }
`;

/** The layout asks the network once per page load ('cache-and-network'); other readers take the
 *  cached copy ('cache-first') instead of fetching it again. */
export function useAreas(fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-first') {
  return useQuery(GET_AREAS, { fetchPolicy });
}
