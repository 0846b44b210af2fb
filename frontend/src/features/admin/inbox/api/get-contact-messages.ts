import type { AdminContactMessagesQuery } from '@/graphql/generated/operations.ts';
import { AdminContactMessagesDocument } from './get-contact-messages.generated.ts';
import { useQuery } from '@apollo/client/react';

export const CONTACT_MESSAGES = AdminContactMessagesDocument;

export type MessagesData = AdminContactMessagesQuery;

export function useContactMessages(variables: { handled?: boolean | null; page: number; pageSize: number }) {
  return useQuery(CONTACT_MESSAGES, { variables, fetchPolicy: 'cache-and-network' });
}
