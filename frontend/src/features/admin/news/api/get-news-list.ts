import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { PublishStatus } from '../../events/api/fragments.ts';
import { ADMIN_NEWS_FIELDS, type AdminNews } from './fragments.ts';

export const ADMIN_NEWS_LIST = gql`
  query AdminNewsList($page: Int, $pageSize: Int, $tagId: ID, $search: String, $status: PublishStatus) {
    newsList(page: $page, pageSize: $pageSize, tagId: $tagId, search: $search, status: $status) {
      items {
        ...AdminNewsFields
      }
      total
      page
      pageSize
    }
  }
  ${ADMIN_NEWS_FIELDS}
`;

export interface AdminNewsVars {
  page: number;
  pageSize: number;
  tagId?: string | null;
  search?: string | null;
  status?: PublishStatus | null;
}

export function useAdminNewsList(variables: AdminNewsVars) {
  return useQuery<
    { newsList: { items: AdminNews[]; total: number; page: number; pageSize: number } },
    AdminNewsVars
  >(ADMIN_NEWS_LIST, { variables, fetchPolicy: 'cache-and-network' });
}
