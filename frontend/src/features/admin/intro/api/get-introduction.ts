import type { AdminIntroductionQuery } from '@/graphql/generated/operations.ts';
import { AdminIntroductionDocument } from './get-introduction.generated.ts';
import { useQuery } from '@apollo/client/react';

export const ADMIN_INTRODUCTION = AdminIntroductionDocument;

export type AdminIntroduction = AdminIntroductionQuery['introduction'];

export function useAdminIntroduction() {
  return useQuery(ADMIN_INTRODUCTION, { fetchPolicy: 'network-only' });
}
