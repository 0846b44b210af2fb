import { AdminSetBookingStatusDocument } from './set-booking-status.generated.ts';
import { useMutation } from '@apollo/client/react';
import { bookingStatus } from '@gateway/modules/bookings/bookings.schemas.ts';
import { INBOX_COUNTS } from './get-inbox-counts.ts';

export { bookingStatus };

export const SET_BOOKING_STATUS = AdminSetBookingStatusDocument;

export function useSetBookingStatus() {
  return useMutation(SET_BOOKING_STATUS, { refetchQueries: [INBOX_COUNTS] });
}
