import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const PUBLISH_EVENT = gql`
  mutation AdminPublishEvent($id: ID!) {
    publishEvent(id: $id) {
      _id
      status
      publishedAt
      scheduled
    }
  }
`;

export const UNPUBLISH_EVENT = gql`
  mutation AdminUnpublishEvent($id: ID!) {
    unpublishEvent(id: $id) {
      _id
      status
      publishedAt
      scheduled
    }
  }
`;

/** Publish or unpublish from the list (one toggle, two documents). */
export function usePublishEvent() {
  const options = { update: (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, 'events', 'event') };
  const [publish] = useMutation<unknown, { id: string }>(PUBLISH_EVENT, options);
  const [unpublish] = useMutation<unknown, { id: string }>(UNPUBLISH_EVENT, options);
  return (id: string, published: boolean) => (published ? publish : unpublish)({ variables: { id } });
}
