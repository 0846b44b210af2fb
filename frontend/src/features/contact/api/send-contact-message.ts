import { SendContactMessageDocument } from './send-contact-message.generated.ts';
import { useMutation } from '@apollo/client/react';
import type { SendContactMessageMutationVariables } from '@/graphql/generated/operations.ts';

export type ContactMessageInput = SendContactMessageMutationVariables['input'];

export const SEND_CONTACT_MESSAGE = SendContactMessageDocument;

export function useSendContactMessage() {
  return useMutation(SEND_CONTACT_MESSAGE);
}
