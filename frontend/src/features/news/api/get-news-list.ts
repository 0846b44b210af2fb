import { GetNewsListDocument } from './get-news-list.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetNewsListQuery, GetNewsListQueryVariables } from '@/graphql/generated/operations.ts';

export type NewsPage = GetNewsListQuery['newsList'];

/** The spec's `news` slice (listNews), one cached page per variables. */
export const GET_NEWS_LIST = GetNewsListDocument;

export function useNewsList(variables: GetNewsListQueryVariables) {
  return useQuery(GET_NEWS_LIST, { variables, fetchPolicy: 'cache-and-network' });
}
