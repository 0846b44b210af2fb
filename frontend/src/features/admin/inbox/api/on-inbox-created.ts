import {
  AdminBookingCreatedDocument,
  AdminContactMessageCreatedDocument,
} from './on-inbox-created.generated.ts';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { BOOKINGS } from './get-bookings.ts';
import { CONTACT_MESSAGES } from './get-contact-messages.ts';
import { INBOX_COUNTS } from './get-inbox-counts.ts';
import { ADMIN_TOAST_POSITION } from '../../lib/form.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

export const BOOKING_CREATED = AdminBookingCreatedDocument;

export const CONTACT_MESSAGE_CREATED = AdminContactMessageCreatedDocument;

const RETRY_MS = 3000;

/**
 * Live inbox (mounted once by the admin layout): a new booking or message refreshes the badge
 * counts and the open inbox lists, and shows a toast.
 */
export function useInboxLive(enabled: boolean) {
  const client = useApolloClient();
  const refresh = () =>
    client.refetchQueries({ include: [INBOX_COUNTS, BOOKINGS, CONTACT_MESSAGES] }).catch(() => undefined);

  // A refused subscription (token expired when the socket opened) is retried: by then the HTTP
  // calls have refreshed the token, and a new socket carries the new one.
  const bookings = useSubscription(BOOKING_CREATED, {
    skip: !enabled,
    onError: () => setTimeout(() => bookings.restart(), RETRY_MS),
    onData: ({ data }) => {
      const booking = data.data?.bookingCreated;
      if (!booking) return;
      void refresh();
      notifications.show({
        color: 'gold',
        position: ADMIN_TOAST_POSITION,
        title: tVi('inbox.newBooking'),
        message: tVi('inbox.newBookingText', {
          name: booking.name,
          date: booking.date,
          time: booking.timeSlot,
          guests: booking.guests,
        }),
      });
    },
  });
  const messages = useSubscription(CONTACT_MESSAGE_CREATED, {
    skip: !enabled,
    onError: () => setTimeout(() => messages.restart(), RETRY_MS),
    onData: ({ data }) => {
      const message = data.data?.contactMessageCreated;
      if (!message) return;
      void refresh();
      notifications.show({
        color: 'gold',
        position: ADMIN_TOAST_POSITION,
        title: tVi('inbox.newMessage'),
        message: `${message.name}: ${message.subject}`,
      });
    },
  });
}
