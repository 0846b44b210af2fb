import type { EventCardFieldsFragment } from '@/graphql/generated/operations.ts';

export type EventCardData = EventCardFieldsFragment;
