import { eventInput } from '@gateway/modules/events/events.schemas.ts';
import { fromVenueWallTime, toVenueWallTime } from '../../lib/dates.ts';
import { toImageInput, type AdminImage } from '../../lib/images.ts';
import type { AdminEvent, PublishStatus } from './fragments.ts';

export { eventInput };

/** The editor's values: dates as venue wall-clock strings for Mantine's DateTimePicker. */
export interface EventForm {
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  cover: AdminImage | null;
  gallery: AdminImage[];
  startAt: string | null;
  endAt: string | null;
  areaId: string | null;
  tagIds: string[];
  priceVi: string;
  priceEn: string;
  bookingEnabled: boolean;
  status: PublishStatus;
  featured: boolean;
}

export const EMPTY_EVENT: EventForm = {
  slug: '',
  titleVi: '',
  titleEn: '',
  summaryVi: '',
  summaryEn: '',
  contentVi: '',
  contentEn: '',
  cover: null,
  gallery: [],
  startAt: null,
  endAt: null,
  areaId: null,
  tagIds: [],
  priceVi: '',
  priceEn: '',
  bookingEnabled: true,
  status: 'draft',
  featured: false,
};

export function eventToForm(e: AdminEvent): EventForm {
  return {
    slug: e.slug,
    titleVi: e.titleVi,
    titleEn: e.titleEn,
    summaryVi: e.summaryVi,
    summaryEn: e.summaryEn,
    contentVi: e.contentVi,
    contentEn: e.contentEn,
    cover: e.cover,
    gallery: e.gallery ?? [],
    startAt: toVenueWallTime(e.startAt),
    endAt: toVenueWallTime(e.endAt),
    areaId: e.area?._id ?? null,
    tagIds: e.tags.map((t) => t._id),
    priceVi: e.priceVi,
    priceEn: e.priceEn,
    bookingEnabled: e.bookingEnabled,
    status: e.status,
    featured: e.featured,
  };
}

/** EventInput as GraphQL takes it (ISO dates, ImageInput without __typename). */
export function toEventInput(v: EventForm) {
  return {
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    titleVi: v.titleVi,
    titleEn: v.titleEn,
    summaryVi: v.summaryVi,
    summaryEn: v.summaryEn,
    contentVi: v.contentVi,
    contentEn: v.contentEn,
    cover: toImageInput(v.cover),
    gallery: v.gallery.map((g) => toImageInput(g) as AdminImage),
    startAt: fromVenueWallTime(v.startAt),
    endAt: fromVenueWallTime(v.endAt),
    areaId: v.areaId || null,
    tagIds: v.tagIds,
    priceVi: v.priceVi,
    priceEn: v.priceEn,
    bookingEnabled: v.bookingEnabled,
    status: v.status,
    featured: v.featured,
  };
}
export type EventInputVars = ReturnType<typeof toEventInput>;

/** Validates exactly what will be sent, with the gateway's own schema; a missing start is named. */
export function validateEvent(v: EventForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.startAt) errors.startAt = 'Vui lòng chọn thời gian bắt đầu';
  const input = toEventInput(v);
  const result = eventInput.safeParse({ ...input, startAt: input.startAt ?? new Date(0).toISOString() });
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  return errors;
}
