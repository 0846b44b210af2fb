import { useMutation, useQuery } from '@apollo/client/react';
import type { GetCapacityQuery } from '@/graphql/generated/operations.ts';
import { GetBookingSettingsDocument, SetBookingSettingsDocument } from './booking-settings.generated.ts';
import { GetCapacityDocument } from './get-capacity.generated.ts';
import { SetAreaCapacityDocument } from './set-area-capacity.generated.ts';
import { SetEventCapacityDocument } from './set-event-capacity.generated.ts';

export type AreaCapacity = NonNullable<GetCapacityQuery['capacity']['area']>;

/** An area's or an event's capacity as staff set it; read afresh each time the editor opens. */
export function useCapacity(kind: 'area' | 'event', id: string) {
  return useQuery(GetCapacityDocument, { variables: { kind, id }, fetchPolicy: 'network-only' });
}

export function useSetAreaCapacity() {
  return useMutation(SetAreaCapacityDocument);
}

export function useSetEventCapacity() {
  return useMutation(SetEventCapacityDocument);
}

export function useBookingSettings() {
  return useQuery(GetBookingSettingsDocument, { fetchPolicy: 'network-only' });
}

export function useSetBookingSettings() {
  return useMutation(SetBookingSettingsDocument);
}
