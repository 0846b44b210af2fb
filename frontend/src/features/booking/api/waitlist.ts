import { useMutation, useQuery } from '@apollo/client/react';
import type { GetWaitlistOfferQuery, JoinWaitlistMutationVariables } from '@/graphql/generated/operations.ts';
import {
  AcceptWaitlistOfferDocument,
  GetWaitlistOfferDocument,
  JoinWaitlistDocument,
} from './waitlist.generated.ts';

export type WaitlistInput = JoinWaitlistMutationVariables['input'];
export type WaitlistOffer = GetWaitlistOfferQuery['waitlistOffer'];

export function useJoinWaitlist() {
  return useMutation(JoinWaitlistDocument, { fetchPolicy: 'no-cache' });
}

/** A place offered to someone on the waiting list, through the link in their email; never cached. */
export function useWaitlistOffer(id: string, token: string) {
  return useQuery(GetWaitlistOfferDocument, {
    variables: { id, token },
    fetchPolicy: 'no-cache',
    skip: !id || !token,
  });
}

export function useAcceptWaitlistOffer() {
  return useMutation(AcceptWaitlistOfferDocument, { fetchPolicy: 'no-cache' });
}
