import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import type { EventInputVars } from './event-input.ts';
import { ADMIN_EVENT_FIELDS, type AdminEvent } from './fragments.ts';

export const UPDATE_EVENT = gql`
  mutation AdminUpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      ...AdminEventFields
    }
  }
  ${ADMIN_EVENT_FIELDS}
`;

export function useUpdateEvent() {
  return useMutation<{ updateEvent: AdminEvent }, { id: string; input: EventInputVars }>(UPDATE_EVENT, {
    update: (cache) => evictRootFields(cache, 'events', 'event', 'areas', 'area'),
  });
}
