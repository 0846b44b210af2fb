import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';

export const INBOX_COUNTS = gql`
  query AdminInboxCounts {
    inboxCounts {
      newBookings
      unhandledMessages
    }
  }
`;

export interface InboxCounts {
  newBookings: number;
  unhandledMessages: number;
}

export function useInboxCounts() {
  return useQuery<{ inboxCounts: InboxCounts }>(INBOX_COUNTS, { fetchPolicy: 'cache-and-network' });
}
