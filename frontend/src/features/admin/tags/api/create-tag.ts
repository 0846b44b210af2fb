import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { tagInput, type TagInput } from '@gateway/modules/tags/tags.schemas.ts';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_TAGS, type AdminTag } from './get-tags.ts';

export { tagInput };

export const CREATE_TAG = gql`
  mutation AdminCreateTag($input: TagInput!) {
    createTag(input: $input) {
      _id
      nameVi
      nameEn
      slug
    }
  }
`;

export function useCreateTag() {
  return useMutation<{ createTag: AdminTag }, { input: Partial<TagInput> }>(CREATE_TAG, {
    update: (cache) => evictRootFields(cache, 'tags'),
    refetchQueries: [ADMIN_TAGS],
    awaitRefetchQueries: true,
  });
}
