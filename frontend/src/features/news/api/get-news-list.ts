import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { NEWS_CARD_FIELDS } from './news-fields.ts';
import type { GetNewsListQuery, GetNewsListQueryVariables } from '@/graphql/generated/operations.ts';

export type NewsPage = GetNewsListQuery['newsList'];

/** The spec's `news` slice (listNews), one cached page per variables. */
export const GET_NEWS_LIST: TypedDocumentNode<GetNewsListQuery, GetNewsListQueryVariables> = gql`
  ${NEWS_CARD_FIELDS}
  query GetNewsList($page: Int, $pageSize: Int, $tagId: ID) {
    newsList(page: $page, pageSize: $pageSize, tagId: $tagId) {
      items {
        ...NewsCardFields
      }
      total
      page
      pageSize
    }
  }
`;

export function useNewsList(variables: GetNewsListQueryVariables) {
  return useQuery(GET_NEWS_LIST, { variables, fetchPolicy: 'cache-and-network' });
}
