import { eventInput } from '@gateway/modules/events/events.schemas.ts';
import { fromVenueWallTime, toVenueWallTime } from '../../lib/dates.ts';
import { toImageInput, type AdminImage } from '../../lib/images.ts';
import {
  EMPTY_PUBLISHABLE,
  publishableToForm,
  toPublishableInput,
  type PublishableForm,
} from '../../shared/publishable.ts';
import type { AdminEvent } from './fragments.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

export { eventInput };

/** The editor's values: dates as venue wall-clock strings for Mantine's DateTimePicker. */
export interface EventForm extends PublishableForm {
  gallery: AdminImage[];
  startAt: string | null;
  endAt: string | null;
  areaId: string | null;
  priceVi: string;
  priceEn: string;
  bookingEnabled: boolean;
}

export const EMPTY_EVENT: EventForm = {
  ...EMPTY_PUBLISHABLE,
  gallery: [],
  startAt: null,
  endAt: null,
  areaId: null,
  priceVi: '',
  priceEn: '',
  bookingEnabled: true,
};

export function eventToForm(e: AdminEvent): EventForm {
  return {
    ...publishableToForm(e),
    gallery: e.gallery ?? [],
    startAt: toVenueWallTime(e.startAt),
    endAt: toVenueWallTime(e.endAt),
    areaId: e.area?._id ?? null,
    priceVi: e.priceVi,
    priceEn: e.priceEn,
    bookingEnabled: e.bookingEnabled,
  };
}

/** EventInput as GraphQL takes it (ISO dates, ImageInput without __typename). */
export function toEventInput(v: EventForm) {
  return {
    ...toPublishableInput(v),
    gallery: v.gallery.map((g) => toImageInput(g) as AdminImage),
    startAt: fromVenueWallTime(v.startAt),
    endAt: fromVenueWallTime(v.endAt),
    areaId: v.areaId || null,
    priceVi: v.priceVi,
    priceEn: v.priceEn,
    bookingEnabled: v.bookingEnabled,
  };
}
export type EventInputVars = ReturnType<typeof toEventInput>;

/** Validates exactly what will be sent, with the gateway's own schema; a missing start is named. */
export function validateEvent(v: EventForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.startAt) errors.startAt = tVi('events.startRequired');
  const input = toEventInput(v);
  const result = eventInput.safeParse({ ...input, startAt: input.startAt ?? new Date(0).toISOString() });
  if (!result.success) {
    for (const issue of result.error.issues)
      errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  return errors;
}
