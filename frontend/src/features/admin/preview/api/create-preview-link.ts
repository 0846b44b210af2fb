import { useMutation } from '@apollo/client/react';
import { AdminCreatePreviewLinkDocument } from './create-preview-link.generated.ts';

/** A signed link (15 minutes) to an event or news post as its public page will show it. */
export function useCreatePreviewLink() {
  return useMutation(AdminCreatePreviewLinkDocument);
}
