import { useQuery } from '@apollo/client/react';
import type { GetWaitlistQueryVariables } from '@/graphql/generated/operations.ts';
import { GetWaitlistDocument } from './get-waitlist.generated.ts';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export function useWaitlist(variables: GetWaitlistQueryVariables) {
  return useQuery(GetWaitlistDocument, { variables, fetchPolicy: 'cache-and-network' });
}
