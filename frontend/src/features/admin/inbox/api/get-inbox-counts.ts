import type { AdminInboxCountsQuery } from '@/graphql/generated/operations.ts';
import { AdminInboxCountsDocument } from './get-inbox-counts.generated.ts';
import { useQuery } from '@apollo/client/react';

export const INBOX_COUNTS = AdminInboxCountsDocument;

export type InboxCounts = AdminInboxCountsQuery['inboxCounts'];

export function useInboxCounts() {
  return useQuery(INBOX_COUNTS, { fetchPolicy: 'cache-and-network' });
}
