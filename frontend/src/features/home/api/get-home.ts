import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { GetHomeQuery, GetHomeQueryVariables } from '@/graphql/generated/operations.ts';

/** The homepage general data as the GetHome operation returns it (types generated from the schema). */
export type Home = GetHomeQuery['home'];
export type HeroSlide = Home['slides'][number];

const IMAGE = 'public_id secure_url width height placeholder';

/** The spec's `home` slice: the homepage general data, kept in the persisted Apollo cache. */
export const GET_HOME: TypedDocumentNode<GetHomeQuery, GetHomeQueryVariables> = gql`
  query GetHome {
    home {
      logoHeader { ${IMAGE} }
      logoFooter { ${IMAGE} }
      map
      address
      phone
      email
      link { facebook zalo hotline whatsapp }
      slides { image { ${IMAGE} } captionVi captionEn link }
      seo { titleVi titleEn descriptionVi descriptionEn }
    }
  }
`;

/** The layout asks the network once per page load ('cache-and-network'); other readers take the
 *  cached copy ('cache-first') instead of fetching it again. */
export function useHome(fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-first') {
  return useQuery(GET_HOME, { fetchPolicy });
}
