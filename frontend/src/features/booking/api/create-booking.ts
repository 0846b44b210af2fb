import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import type {
  CreateBookingMutation,
  CreateBookingMutationVariables,
} from '@/graphql/generated/operations.ts';

export type BookingInput = CreateBookingMutationVariables['input'];

export const CREATE_BOOKING: TypedDocumentNode<CreateBookingMutation, CreateBookingMutationVariables> = gql`
  mutation CreateBooking($input: BookingInput!) {
    createBooking(input: $input) {
      _id
      status
    }
  }
`;

export function useCreateBooking() {
  return useMutation(CREATE_BOOKING);
}
