import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { NEWS_CARD_FIELDS, type NewsCardData } from './news-fields.ts';

export interface NewsPage {
  items: NewsCardData[];
  total: number;
  page: number;
  pageSize: number;
}

/** The spec's `news` slice (listNews), one cached page per variables. */
export const GET_NEWS_LIST: TypedDocumentNode<
  { newsList: NewsPage },
  { page?: number; pageSize?: number; tagId?: string }
> = gql`
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

export function useNewsList(variables: { page?: number; pageSize?: number; tagId?: string }) {
  return useQuery(GET_NEWS_LIST, { variables, fetchPolicy: 'cache-and-network' });
}
