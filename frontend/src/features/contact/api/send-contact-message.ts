import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const SEND_CONTACT_MESSAGE: TypedDocumentNode<
  { sendContactMessage: { _id: string } },
  { input: ContactMessageInput }
> = gql`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      _id
    }
  }
`;

export function useSendContactMessage() {
  return useMutation(SEND_CONTACT_MESSAGE);
}
