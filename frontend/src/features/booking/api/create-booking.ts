import { CreateBookingDocument } from './create-booking.generated.ts';
import { useMutation } from '@apollo/client/react';
import type { CreateBookingMutationVariables } from '@/graphql/generated/operations.ts';

export type BookingInput = CreateBookingMutationVariables['input'];

export const CREATE_BOOKING = CreateBookingDocument;

export function useCreateBooking() {
  return useMutation(CREATE_BOOKING);
}
