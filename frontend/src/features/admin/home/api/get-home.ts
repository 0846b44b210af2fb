import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { IMAGE_FIELDS, type AdminImage } from '../../lib/images.ts';

export const ADMIN_HOME = gql`
  query AdminHome {
    home {
      logoHeader { ${IMAGE_FIELDS} }
      logoFooter { ${IMAGE_FIELDS} }
      map
      address
      phone
      email
      link {
        facebook
        zalo
        hotline
        whatsapp
      }
      slides {
        image { ${IMAGE_FIELDS} }
        captionVi
        captionEn
        link
      }
      seo {
        titleVi
        titleEn
        descriptionVi
        descriptionEn
      }
      updatedAt
    }
  }
`;

export interface HeroSlide {
  image: AdminImage | null;
  captionVi: string;
  captionEn: string;
  link: string;
}

export interface AdminHome {
  logoHeader: AdminImage | null;
  logoFooter: AdminImage | null;
  map: string;
  address: string;
  phone: string;
  email: string;
  link: { facebook: string; zalo: string; hotline: string; whatsapp: string };
  slides: HeroSlide[];
  seo: { titleVi: string; titleEn: string; descriptionVi: string; descriptionEn: string };
  updatedAt?: string | null;
}

export function useAdminHome() {
  return useQuery<{ home: AdminHome }>(ADMIN_HOME, { fetchPolicy: 'network-only' });
}
