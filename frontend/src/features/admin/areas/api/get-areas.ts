import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { IMAGE_FIELDS, type AdminImage } from '../../lib/images.ts';

export const ADMIN_AREAS = gql`
  query AdminAreas {
    areas {
      _id
      slug
      name
      nameVi
      nameEn
      summaryVi
      summaryEn
      descriptionVi
      descriptionEn
      cover { ${IMAGE_FIELDS} }
      gallery { ${IMAGE_FIELDS} }
      order
    }
  }
`;

export interface AdminArea {
  _id: string;
  slug: string;
  name: string;
  nameVi: string;
  nameEn: string;
  summaryVi: string;
  summaryEn: string;
  descriptionVi: string;
  descriptionEn: string;
  cover: AdminImage | null;
  gallery: AdminImage[];
  order: number;
}

export function useAdminAreas() {
  return useQuery<{ areas: AdminArea[] }>(ADMIN_AREAS, { fetchPolicy: 'cache-and-network' });
}
