import { GetNewsDocument } from './get-news.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetNewsQuery } from '@/graphql/generated/operations.ts';

export type NewsDetail = NonNullable<GetNewsQuery['news']>;

export const GET_NEWS = GetNewsDocument;

export function useNews(slug: string) {
  return useQuery(GET_NEWS, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}
