import type { AdminNewsListQueryVariables } from '@/graphql/generated/operations.ts';
import { AdminNewsListDocument } from './get-news-list.generated.ts';
import { useQuery } from '@apollo/client/react';

export const ADMIN_NEWS_LIST = AdminNewsListDocument;

export type AdminNewsVars = AdminNewsListQueryVariables;

export function useAdminNewsList(variables: AdminNewsVars) {
  return useQuery(ADMIN_NEWS_LIST, { variables, fetchPolicy: 'cache-and-network' });
}
