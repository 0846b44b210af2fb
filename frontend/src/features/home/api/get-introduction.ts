import { GetIntroductionDocument } from './get-introduction.generated.ts';
import { useQuery } from '@apollo/client/react';
import type { GetIntroductionQuery } from '@/graphql/generated/operations.ts';

export type Introduction = GetIntroductionQuery['introduction'];

export const GET_INTRODUCTION = GetIntroductionDocument;

export function useIntroduction() {
  return useQuery(GET_INTRODUCTION, { fetchPolicy: 'cache-and-network' });
}
