import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { GetIntroductionQuery, GetIntroductionQueryVariables } from '@/graphql/generated/operations.ts';

export type Introduction = GetIntroductionQuery['introduction'];

export const GET_INTRODUCTION: TypedDocumentNode<GetIntroductionQuery, GetIntroductionQueryVariables> = gql`
  query GetIntroduction {
    introduction {
      titleVi
      titleEn
      summaryVi
      summaryEn
      images {
        public_id
        secure_url
        width
        height
        placeholder
      }
    }
  }
`;

export function useIntroduction() {
  return useQuery(GET_INTRODUCTION, { fetchPolicy: 'cache-and-network' });
}
