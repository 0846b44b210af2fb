import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { NEWS_CARD_FIELDS, type NewsCardData } from './news-fields.ts';

export interface NewsDetail extends NewsCardData {
  contentVi: string;
  contentEn: string;
  related: NewsCardData[];
}

export const GET_NEWS: TypedDocumentNode<{ news: NewsDetail | null }, { slug: string }> = gql`
  ${NEWS_CARD_FIELDS}
  query GetNews($slug: String!) {
    news(slug: $slug) {
      ...NewsCardFields
      contentVi
      contentEn
      related(limit: 3) {
        ...NewsCardFields
      }
    }
  }
`;

export function useNews(slug: string) {
  return useQuery(GET_NEWS, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}
