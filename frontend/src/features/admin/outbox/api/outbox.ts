import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { AdminOutboxQuery, OutboxStatus } from '@/graphql/generated/operations.ts';
import {
  AdminOutboxDocument,
  AdminOutboxMailDocument,
  AdminReleaseMailDocument,
} from './outbox.generated.ts';

export type OutboxItem = AdminOutboxQuery['outbox']['items'][number];
export type { OutboxStatus };

export const useOutbox = (variables: { status?: OutboxStatus; page: number; pageSize: number }) =>
  useQuery(AdminOutboxDocument, { variables, fetchPolicy: 'cache-and-network' });
export const useOutboxMail = () => useLazyQuery(AdminOutboxMailDocument);
export const useReleaseMail = () => useMutation(AdminReleaseMailDocument);
