import type { NewsCardFieldsFragment } from '@/graphql/generated/operations.ts';

export type NewsCardData = NewsCardFieldsFragment;
