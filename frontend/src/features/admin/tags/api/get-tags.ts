import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';

export const ADMIN_TAGS = gql`
  query AdminTags {
    tags {
      _id
      nameVi
      nameEn
      slug
    }
  }
`;

export interface AdminTag {
  _id: string;
  nameVi: string;
  nameEn: string;
  slug: string;
}

export function useAdminTags() {
  return useQuery<{ tags: AdminTag[] }>(ADMIN_TAGS, { fetchPolicy: 'cache-and-network' });
}
