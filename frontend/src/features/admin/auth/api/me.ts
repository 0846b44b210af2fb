import type { AdminMeQuery } from '@/graphql/generated/operations.ts';
import { AdminMeDocument } from './me.generated.ts';
import { useQuery } from '@apollo/client/react';

export const ME = AdminMeDocument;

export type Me = AdminMeQuery['me'];

export function useMe() {
  return useQuery(ME, { fetchPolicy: 'network-only' });
}
