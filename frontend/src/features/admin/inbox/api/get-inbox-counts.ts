import { useEffect } from 'react';
import type { AdminInboxCountsQuery } from '@/graphql/generated/operations.ts';
import { AdminInboxCountsDocument } from './get-inbox-counts.generated.ts';
import { useQuery } from '@apollo/client/react';

export const INBOX_COUNTS = AdminInboxCountsDocument;

export type InboxCounts = AdminInboxCountsQuery['inboxCounts'];

export function useInboxCounts() {
  const query = useQuery(INBOX_COUNTS, { fetchPolicy: 'cache-and-network' });
  // While an inbox index rebuilds, its progress is asked for again every 2 s.
  const rebuilding = Boolean(query.data?.inboxCounts.rebuilding.length);
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!rebuilding) return;
    startPolling(2000);
    return () => stopPolling();
  }, [rebuilding, startPolling, stopPolling]);
  return query;
}
