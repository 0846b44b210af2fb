import { useMutation, useQuery } from '@apollo/client/react';
import type { ManagedBookingFieldsFragment } from '@/graphql/generated/operations.ts';
import { CancelManagedBookingDocument, GetManagedBookingDocument } from './managed-booking.generated.ts';

export type ManagedBooking = ManagedBookingFieldsFragment;

// A visitor's own booking opened through the link in their email. Never cached: the token and the
// visitor's details stay out of the persisted cache, and a reload shows the booking as it is now.

export function useManagedBooking(id: string, token: string) {
  return useQuery(GetManagedBookingDocument, {
    variables: { id, token },
    fetchPolicy: 'no-cache',
    skip: !id || !token,
  });
}

export function useCancelManagedBooking() {
  return useMutation(CancelManagedBookingDocument, { fetchPolicy: 'no-cache' });
}
