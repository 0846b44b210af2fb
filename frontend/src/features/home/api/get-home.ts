import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ImageData } from '@/components/responsive-image.tsx';

export interface HeroSlide {
  image: ImageData | null;
  captionVi: string;
  captionEn: string;
  link: string;
}
export interface Home {
  logoHeader: ImageData | null;
  logoFooter: ImageData | null;
  map: string;
  address: string;
  phone: string;
  email: string;
  link: { facebook: string; zalo: string; hotline: string; whatsapp: string };
  slides: HeroSlide[];
  seo: { titleVi: string; titleEn: string; descriptionVi: string; descriptionEn: string };
}

const IMAGE = 'public_id secure_url width height placeholder';

/** The spec's `home` slice: the homepage general data, kept in the persisted Apollo cache. */
export const GET_HOME: TypedDocumentNode<{ home: Home }> = gql`
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
