import type { AdminNewsFieldsFragment } from '@/graphql/generated/operations.ts';

export type AdminNews = AdminNewsFieldsFragment;
