import { z } from 'zod';
import {
  dateField,
  objectIdField,
  publishing,
  publishedOutput,
  publishStatus,
  text,
} from '../publishing/publishing.schemas.ts';
import { objectIdString, pageOf, stamp } from '../../lib/shapes.ts';
import { areaOutput } from '../areas/areas.schemas.ts';
import { imageInput, imageOutput } from '../media/media.schemas.ts';

// Shared with the frontend's forms: this file imports only zod (and zod-only schema files).

export {
  dateField,
  objectIdField,
  publishStatus,
  slugField,
  type PublishStatus,
} from '../publishing/publishing.schemas.ts';

export const eventWhen = z.enum(['UPCOMING', 'PAST', 'ALL']);
export type EventWhen = z.infer<typeof eventWhen>;

/** Every field of an event as sent by a form; no defaults, so an update touches only what it names. */
const eventFields = {
  ...publishing.head,
  gallery: z.array(imageInput).max(60),
  startAt: dateField,
  endAt: dateField.nullable(),
  areaId: objectIdField.nullable(),
  tagIds: publishing.tagIds,
  priceVi: text(100),
  priceEn: text(100),
  bookingEnabled: z.boolean(),
  ...publishing.tail,
};

const time = (v: unknown) => (v instanceof Date || typeof v === 'string' ? new Date(v).getTime() : NaN);
// `when` below runs this check even when the input is not an object at all (undefined, a string).
const endNotBeforeStart = (e: { startAt?: unknown; endAt?: unknown } | undefined) =>
  !(time(e?.endAt) < time(e?.startAt));
const endMessage = {
  message: 'Thời gian kết thúc phải sau thời gian bắt đầu',
  path: ['endAt'],
  // Also checked when other fields are invalid, so that one answer names every problem.
  when: (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((i) => i.path?.[0] === 'startAt' || i.path?.[0] === 'endAt'),
};

export const eventInput = z
  .object({
    ...eventFields,
    ...publishing.input,
    gallery: eventFields.gallery.default([]),
    endAt: eventFields.endAt.default(null),
    areaId: eventFields.areaId.default(null),
    priceVi: eventFields.priceVi.default(''),
    priceEn: eventFields.priceEn.default(''),
    bookingEnabled: eventFields.bookingEnabled.default(false),
  })
  .refine(endNotBeforeStart, endMessage);
export type EventInput = z.infer<typeof eventInput>;

export const eventUpdate = z.object(eventFields).partial();
export type EventUpdate = z.infer<typeof eventUpdate>;

export const MAX_PAGE_SIZE = 50;

export const pageField = z.coerce.number().int('Số trang phải là số nguyên').min(1).max(10_000);
/** Larger page sizes are capped rather than refused. */
export const pageSizeField = z.coerce
  .number()
  .int('Kích thước trang phải là số nguyên')
  .min(1)
  .transform((n) => Math.min(n, MAX_PAGE_SIZE));
/** How many featured tags to answer (the header and the chips show 12). */
export const featuredTagsLimit = z.coerce
  .number()
  .int('Số thẻ phải là số nguyên')
  .min(1, 'Ít nhất 1 thẻ')
  .max(50, 'Nhiều nhất 50 thẻ')
  .default(12);

export const searchField = z
  .string()
  .trim()
  .max(100)
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'Từ khóa chứa ký tự không hợp lệ');
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { message: 'Giá trị phải là true hoặc false' })
  .transform((v) => v === 'true' || v === '1');

/** The service's filter (GraphQL `EventFilter`). */
export const eventFilter = z
  .object({
    tagId: objectIdField.nullish(),
    tagSlug: z.string().trim().max(80).nullish(),
    areaId: objectIdField.nullish(),
    areaSlug: z.string().trim().max(80).nullish(),
    when: eventWhen.nullish(),
    featured: z.boolean().nullish(),
    search: searchField.nullish(),
    status: publishStatus.nullish(),
  })
  .strict();
export type EventFilter = z.infer<typeof eventFilter>;

export const idOrSlug = z.string().trim().min(1).max(80);

/**
 * `GET /api/events/all` query string. `tag` and `area` take an id or a slug; `when` is
 * case-insensitive.
 */
export const eventListQuery = z.object({
  tag: idOrSlug.optional(),
  tagId: objectIdField.optional(),
  tagSlug: idOrSlug.optional(),
  area: idOrSlug.optional(),
  areaId: objectIdField.optional(),
  areaSlug: idOrSlug.optional(),
  when: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['UPCOMING', 'PAST', 'ALL'], { message: 'when phải là upcoming, past hoặc all' }))
    .optional(),
  featured: booleanQuery.optional(),
  search: searchField.optional(),
  status: publishStatus.optional(),
  page: pageField.default(1),
  pageSize: pageSizeField.default(12),
  /** The previous page's `nextCursor`: the page right after its last item (keyset paging). */
  after: z.string().max(200).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

/** An event as REST and GraphQL answer it: its tags and area filled in. */
export const eventOutput = z.strictObject({
  ...publishedOutput,
  gallery: z.array(imageOutput),
  startAt: stamp,
  endAt: stamp.nullable(),
  areaId: objectIdString.nullable(),
  area: areaOutput.nullable(),
  priceVi: z.string(),
  priceEn: z.string(),
  bookingEnabled: z.boolean(),
});
export type EventWithRelations = z.output<typeof eventOutput>;

/** An event as stored, its tags and area not filled in: the answer of a delete. */
export const eventRecordOutput = eventOutput.omit({ tags: true, area: true });
export type Event = z.output<typeof eventRecordOutput>;

export const eventPageOutput = pageOf(eventOutput).extend({
  nextCursor: z.string().nullable().optional().meta({ description: 'Pass as `after` for the next page' }),
});
