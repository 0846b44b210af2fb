import type {
  AdminBookingFieldsFragment,
  AdminMessageFieldsFragment,
} from '@/graphql/generated/operations.ts';

export type { BookingStatus } from '@/graphql/generated/operations.ts';

export type AdminBooking = AdminBookingFieldsFragment;

export type AdminMessage = AdminMessageFieldsFragment;
