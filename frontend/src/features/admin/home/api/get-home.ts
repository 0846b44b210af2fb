import type { AdminHomeQuery } from '@/graphql/generated/operations.ts';
import { AdminHomeDocument } from './get-home.generated.ts';
import { useQuery } from '@apollo/client/react';

export const ADMIN_HOME = AdminHomeDocument;

export type HeroSlide = AdminHome['slides'][number];

export type AdminHome = AdminHomeQuery['home'];

export function useAdminHome() {
  return useQuery(ADMIN_HOME, { fetchPolicy: 'network-only' });
}
