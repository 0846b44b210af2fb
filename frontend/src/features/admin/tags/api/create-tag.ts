import { AdminCreateTagDocument } from './create-tag.generated.ts';
import { useMutation } from '@apollo/client/react';
import { tagInput } from '@gateway/modules/tags/tags.schemas.ts';
import { evictRootFields } from '../../lib/cache.ts';
import { ADMIN_TAGS } from './get-tags.ts';

export { tagInput };

export const CREATE_TAG = AdminCreateTagDocument;

export function useCreateTag() {
  return useMutation(CREATE_TAG, {
    update: (cache) => evictRootFields(cache, 'tags'),
    refetchQueries: [ADMIN_TAGS],
    awaitRefetchQueries: true,
  });
}
