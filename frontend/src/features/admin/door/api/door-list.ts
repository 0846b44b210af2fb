import { useQuery } from '@apollo/client/react';
import type { AdminDoorBookingFieldsFragment } from '@/graphql/generated/operations.ts';
import { AdminDoorListDocument } from './door-list.generated.ts';

export const DOOR_LIST = AdminDoorListDocument;

export type DoorBooking = AdminDoorBookingFieldsFragment;

/** A day's bookings at the door; `search` (name or phone) is matched by the gateway. */
export function useDoorList(date: string, search: string) {
  return useQuery(DOOR_LIST, {
    variables: { date, ...(search ? { search } : {}) },
    fetchPolicy: 'cache-and-network',
  });
}
