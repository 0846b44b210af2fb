import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import { MESSAGE_FIELDS, type AdminMessage } from './fragments.ts';

export const CONTACT_MESSAGES = gql`
  query AdminContactMessages($handled: Boolean, $page: Int, $pageSize: Int) {
    contactMessages(handled: $handled, page: $page, pageSize: $pageSize) {
      items {
        ...AdminMessageFields
      }
      total
      page
      pageSize
    }
  }
  ${MESSAGE_FIELDS}
`;

export interface MessagesData {
  contactMessages: { items: AdminMessage[]; total: number; page: number; pageSize: number };
}

export function useContactMessages(variables: { handled?: boolean | null; page: number; pageSize: number }) {
  return useQuery<MessagesData>(CONTACT_MESSAGES, { variables, fetchPolicy: 'cache-and-network' });
}
