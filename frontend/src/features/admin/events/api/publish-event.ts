import { AdminPublishEventDocument, AdminUnpublishEventDocument } from './publish-event.generated.ts';
import { usePublishToggle } from '../../shared/publishable.ts';

export const PUBLISH_EVENT = AdminPublishEventDocument;

export const UNPUBLISH_EVENT = AdminUnpublishEventDocument;

/** Publish or unpublish from the list (one toggle, two documents). */
export function usePublishEvent() {
  return usePublishToggle(PUBLISH_EVENT, UNPUBLISH_EVENT, 'events', 'event');
}
