import { gql } from '@/lib/gql.ts';
import { PUBLISH_RESULT_FIELDS, usePublishToggle } from '../../shared/publishable.ts';

export const PUBLISH_NEWS = gql`
  mutation AdminPublishNews($id: ID!) {
    publishNews(id: $id) {
      ${PUBLISH_RESULT_FIELDS}
    }
  }
`;

export const UNPUBLISH_NEWS = gql`
  mutation AdminUnpublishNews($id: ID!) {
    unpublishNews(id: $id) {
      ${PUBLISH_RESULT_FIELDS}
    }
  }
`;

export function usePublishNews() {
  return usePublishToggle(PUBLISH_NEWS, UNPUBLISH_NEWS, 'newsList', 'news');
}
