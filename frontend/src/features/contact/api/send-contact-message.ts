import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import type {
  SendContactMessageMutation,
  SendContactMessageMutationVariables,
} from '@/graphql/generated/operations.ts';

export type ContactMessageInput = SendContactMessageMutationVariables['input'];

export const SEND_CONTACT_MESSAGE: TypedDocumentNode<
  SendContactMessageMutation,
  SendContactMessageMutationVariables
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
