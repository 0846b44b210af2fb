import { gql } from '@/lib/gql.ts';
import { PUBLISH_RESULT_FIELDS, usePublishToggle } from '../../shared/publishable.ts';

export const PUBLISH_EVENT = gql`
  mutation AdminPublishEvent($id: ID!) {
    publishEvent(id: $id) {
      ${PUBLISH_RESULT_FIELDS}
    }
  }
`;

export const UNPUBLISH_EVENT = gql`
  mutation AdminUnpublishEvent($id: ID!) {
    unpublishEvent(id: $id) {
      ${PUBLISH_RESULT_FIELDS}
    }
  }
`;

/** Publish or unpublish from the list (one toggle, two documents). */
export function usePublishEvent() {
  return usePublishToggle(PUBLISH_EVENT, UNPUBLISH_EVENT, 'events', 'event');
}
