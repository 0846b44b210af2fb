import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';

export const PUBLISH_NEWS = gql`
  mutation AdminPublishNews($id: ID!) {
    publishNews(id: $id) {
      _id
      status
      publishedAt
      scheduled
    }
  }
`;

export const UNPUBLISH_NEWS = gql`
  mutation AdminUnpublishNews($id: ID!) {
    unpublishNews(id: $id) {
      _id
      status
      publishedAt
      scheduled
    }
  }
`;

export function usePublishNews() {
  const options = { update: (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, 'newsList', 'news') };
  const [publish] = useMutation<unknown, { id: string }>(PUBLISH_NEWS, options);
  const [unpublish] = useMutation<unknown, { id: string }>(UNPUBLISH_NEWS, options);
  return (id: string, published: boolean) => (published ? publish : unpublish)({ variables: { id } });
}
