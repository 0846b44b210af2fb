import { AdminCreateEventDocument } from './create-event.generated.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const CREATE_EVENT = AdminCreateEventDocument;

export function useCreateEvent() {
  return useMutation(CREATE_EVENT, {
    update: (cache) => evictRootFields(cache, 'events', 'event', 'areas', 'area'),
  });
}
