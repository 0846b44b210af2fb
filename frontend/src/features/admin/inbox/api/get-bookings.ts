import type { AdminBookingsQuery } from '@/graphql/generated/operations.ts';
import { AdminBookingsDocument } from './get-bookings.generated.ts';
import { useQuery } from '@apollo/client/react';
import { type BookingStatus } from './fragments.ts';

export const BOOKINGS = AdminBookingsDocument;

export type BookingsData = AdminBookingsQuery;

export function useBookings(variables: { status?: BookingStatus | null; page: number; pageSize: number }) {
  return useQuery(BOOKINGS, { variables, fetchPolicy: 'cache-and-network' });
}
