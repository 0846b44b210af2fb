import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const DELETE_EVENT = gql`
  mutation AdminDeleteEvent($id: ID!) {
    deleteEvent(id: $id) {
      _id
    }
  }
`;

export function useDeleteEvent() {
  return useMutation<{ deleteEvent: { _id: string } }, { id: string }>(DELETE_EVENT, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Event', _id: data.deleteEvent._id }) });
      evictRootFields(cache, 'events', 'event', 'areas', 'area');
    },
  });
}
