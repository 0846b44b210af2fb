import { AdminUpdateTagDocument } from './update-tag.generated.ts';
import { useMutation } from '@apollo/client/react';
import { tagUpdate } from '@gateway/modules/tags/tags.schemas.ts';

export { tagUpdate };

export const UPDATE_TAG = AdminUpdateTagDocument;

export function useUpdateTag() {
  return useMutation(UPDATE_TAG);
}
