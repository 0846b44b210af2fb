import { GetAreaDocument } from './get-area.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetAreaQuery } from '@/graphql/generated/operations.ts';

export type Area = NonNullable<GetAreaQuery['area']>;

export const GET_AREA = GetAreaDocument;

export function useArea(slug: string) {
  return useQuery(GET_AREA, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}
