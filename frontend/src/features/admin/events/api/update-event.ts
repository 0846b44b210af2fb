import { AdminUpdateEventDocument } from './update-event.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const UPDATE_EVENT = AdminUpdateEventDocument;

export function useUpdateEvent() {
  return useMutation(UPDATE_EVENT, {
    update: (cache) => evictRootFields(cache, 'events', 'event', 'areas', 'area'),
  });
}
