import { useQuery } from '@apollo/client/react';
import type { AdminAuditQuery, AdminAuditQueryVariables } from '@/graphql/generated/operations.ts';
import { AdminAuditDocument } from './audit.generated.ts';

export type AuditEntry = AdminAuditQuery['audit']['items'][number];
export type AuditFilters = Omit<AdminAuditQueryVariables, 'after' | 'limit'>;

export const AUDIT_PAGE = 50;

/** The newest entries matching the filters; `loadMore` appends the next older page. */
export function useAudit(filters: AuditFilters, skip = false) {
  const query = useQuery(AdminAuditDocument, {
    skip,
    variables: { ...filters, limit: AUDIT_PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = (after: string) =>
    query.fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        audit: {
          ...fetchMoreResult.audit,
          items: [...(previous?.audit.items ?? []), ...fetchMoreResult.audit.items],
        },
      }),
    });
  return { ...query, loadMore };
}
