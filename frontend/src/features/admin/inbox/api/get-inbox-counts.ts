import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';

export const INBOX_COUNTS = gql`
  query AdminInboxCounts {
    inboxCounts {
      newBookings
      unhandledMessages
      mailsHeld
    }
  }
`;

export interface InboxCounts {
  newBookings: number;
  unhandledMessages: number;
  /** The venue-wide hourly ceiling of public submissions is reached: their mails are held. */
  mailsHeld: boolean;
}

export function useInboxCounts() {
  return useQuery<{ inboxCounts: InboxCounts }>(INBOX_COUNTS, { fetchPolicy: 'cache-and-network' });
}
