import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { bookingStatus } from '@gateway/modules/bookings/bookings.schemas.ts';
import { BOOKING_FIELDS, type AdminBooking, type BookingStatus } from './fragments.ts';
import { INBOX_COUNTS } from './get-inbox-counts.ts';

export { bookingStatus };

export const SET_BOOKING_STATUS = gql`
  mutation AdminSetBookingStatus($id: ID!, $status: BookingStatus!) {
    setBookingStatus(id: $id, status: $status) {
      ...AdminBookingFields
    }
  }
  ${BOOKING_FIELDS}
`;

export function useSetBookingStatus() {
  return useMutation<{ setBookingStatus: AdminBooking }, { id: string; status: BookingStatus }>(
    SET_BOOKING_STATUS,
    { refetchQueries: [INBOX_COUNTS] },
  );
}
