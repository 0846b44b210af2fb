import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_NEWS_FIELDS, type AdminNews } from './fragments.ts';
import type { NewsInputVars } from './news-input.ts';

export const UPDATE_NEWS = gql`
  mutation AdminUpdateNews($id: ID!, $input: NewsInput!) {
    updateNews(id: $id, input: $input) {
      ...AdminNewsFields
    }
  }
  ${ADMIN_NEWS_FIELDS}
`;

export function useUpdateNews() {
  return useMutation<{ updateNews: AdminNews }, { id: string; input: NewsInputVars }>(UPDATE_NEWS, {
    update: (cache) => evictRootFields(cache, 'newsList', 'news'),
  });
}
