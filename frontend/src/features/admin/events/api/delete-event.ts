import { AdminDeleteEventDocument } from './delete-event.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const DELETE_EVENT = AdminDeleteEventDocument;

export function useDeleteEvent() {
  return useMutation(DELETE_EVENT, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Event', _id: data.deleteEvent._id }) });
      evictRootFields(cache, 'events', 'event', 'areas', 'area');
    },
  });
}
