import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { evictRootFields } from '../../lib/cache.ts';
import type { AdminImage } from '../../lib/images.ts';

/** An area as the admin edits it (one line, images spelled out: codegen splices only plain one-line constants). */
// prettier-ignore
export const ADMIN_AREA_FIELDS = '_id slug name nameVi nameEn summaryVi summaryEn descriptionVi descriptionEn cover { public_id secure_url width height placeholder } gallery { public_id secure_url width height placeholder } order';

export const ADMIN_AREAS = gql`
  query AdminAreas {
    areas {
      ${ADMIN_AREA_FIELDS}
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

/** After creating or updating an area: drop the cached area lists and pages, reload the admin list. */
export const AREA_WRITE_OPTIONS = {
  update: (cache: ApolloCache) => evictRootFields(cache, 'areas', 'area'),
  refetchQueries: [ADMIN_AREAS],
};
