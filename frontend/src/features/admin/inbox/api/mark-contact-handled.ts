import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import { MESSAGE_FIELDS, type AdminMessage } from './fragments.ts';
import { INBOX_COUNTS } from './get-inbox-counts.ts';

export const MARK_CONTACT_HANDLED = gql`
  mutation AdminMarkContactHandled($id: ID!, $handled: Boolean) {
    markContactHandled(id: $id, handled: $handled) {
      ...AdminMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export function useMarkContactHandled() {
  return useMutation<{ markContactHandled: AdminMessage }, { id: string; handled: boolean }>(
    MARK_CONTACT_HANDLED,
    { refetchQueries: [INBOX_COUNTS] },
  );
}
