import type { AdminEventsQueryVariables } from '@/graphql/generated/operations.ts';
import { AdminEventsDocument } from './get-events.generated.ts';
import { useQuery } from '@apollo/client/react';

export const ADMIN_EVENTS = AdminEventsDocument;

export type AdminEventsVars = AdminEventsQueryVariables;

export function useAdminEvents(variables: AdminEventsVars) {
  return useQuery(ADMIN_EVENTS, { variables, fetchPolicy: 'cache-and-network' });
}
