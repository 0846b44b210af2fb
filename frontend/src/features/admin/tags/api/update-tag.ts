import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { tagUpdate, type TagUpdate } from '@gateway/modules/tags/tags.schemas.ts';
import type { AdminTag } from './get-tags.ts';

export { tagUpdate };

export const UPDATE_TAG = gql`
  mutation AdminUpdateTag($id: ID!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      _id
      nameVi
      nameEn
      slug
    }
  }
`;

export function useUpdateTag() {
  return useMutation<{ updateTag: AdminTag }, { id: string; input: TagUpdate }>(UPDATE_TAG);
}
