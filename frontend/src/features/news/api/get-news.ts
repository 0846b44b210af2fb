import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { NEWS_CARD_FIELDS } from './news-fields.ts';
import type { GetNewsQuery, GetNewsQueryVariables } from '@/graphql/generated/operations.ts';

export type NewsDetail = NonNullable<GetNewsQuery['news']>;

export const GET_NEWS: TypedDocumentNode<GetNewsQuery, GetNewsQueryVariables> = gql`
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
