import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { ADMIN_EVENT_FIELDS, type AdminEvent, type PublishStatus } from './fragments.ts';

export const ADMIN_EVENTS = gql`
  query AdminEvents($filter: EventFilter, $page: Int, $pageSize: Int) {
    events(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        ...AdminEventFields
      }
      total
      page
      pageSize
    }
  }
  ${ADMIN_EVENT_FIELDS}
`;

export interface AdminEventsVars {
  filter: { search?: string | null; tagId?: string | null; status?: PublishStatus | null; when: 'ALL' };
  page: number;
  pageSize: number;
}

export function useAdminEvents(variables: AdminEventsVars) {
  return useQuery<
    { events: { items: AdminEvent[]; total: number; page: number; pageSize: number } },
    AdminEventsVars
  >(ADMIN_EVENTS, { variables, fetchPolicy: 'cache-and-network' });
}
