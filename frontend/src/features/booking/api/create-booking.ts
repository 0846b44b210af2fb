import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

export interface BookingInput {
  name: string;
  phone: string;
  email: string;
  date: string;
  timeSlot: string;
  guests: number;
  areaId?: string;
  eventId?: string;
  note: string;
  language: 'vi' | 'en';
}

export const CREATE_BOOKING: TypedDocumentNode<
  { createBooking: { _id: string; status: string } },
  { input: BookingInput }
> = gql`
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
