import { AdminMarkContactHandledDocument } from './mark-contact-handled.generated.ts';
import { useMutation } from '@apollo/client/react';
import { INBOX_COUNTS } from './get-inbox-counts.ts';

export const MARK_CONTACT_HANDLED = AdminMarkContactHandledDocument;

export function useMarkContactHandled() {
  return useMutation(MARK_CONTACT_HANDLED, { refetchQueries: [INBOX_COUNTS] });
}
