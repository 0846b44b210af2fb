import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import type { EventInputVars } from './event-input.ts';
import { ADMIN_EVENT_FIELDS, type AdminEvent } from './fragments.ts';

export const CREATE_EVENT = gql`
  mutation AdminCreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      ...AdminEventFields
    }
  }
  ${ADMIN_EVENT_FIELDS}
`;

export function useCreateEvent() {
  return useMutation<{ createEvent: AdminEvent }, { input: EventInputVars }>(CREATE_EVENT, {
    update: (cache) => evictRootFields(cache, 'events', 'event', 'areas', 'area'),
  });
}
