import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { BOOKING_FIELDS, type AdminBooking, type BookingStatus } from './fragments.ts';

export const BOOKINGS = gql`
  query AdminBookings($status: BookingStatus, $page: Int, $pageSize: Int) {
    bookings(status: $status, page: $page, pageSize: $pageSize) {
      items {
        ...AdminBookingFields
      }
      total
      page
      pageSize
    }
  }
  ${BOOKING_FIELDS}
`;

export interface BookingsData {
  bookings: { items: AdminBooking[]; total: number; page: number; pageSize: number };
}

export function useBookings(variables: { status?: BookingStatus | null; page: number; pageSize: number }) {
  return useQuery<BookingsData>(BOOKINGS, { variables, fetchPolicy: 'cache-and-network' });
}
