import type { AdminEventFieldsFragment } from '@/graphql/generated/operations.ts';

export type { PublishStatus } from '../../shared/publishable.ts';

export type AdminEvent = AdminEventFieldsFragment;
