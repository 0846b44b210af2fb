import { z } from 'zod';
import { objectIdString, stamp } from '../../lib/shapes.ts';
import { imageInput, imageOutput } from '../media/media.schemas.ts';
import { tagOutput } from '../tags/tags.schemas.ts';

// Shared with the frontend's forms (through events.schemas.ts and news.schemas.ts): zod only.

export const slugField = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug chỉ gồm chữ thường không dấu, số và dấu gạch ngang');

export const objectIdField = z.string().regex(/^[0-9a-fA-F]{24}$/, 'Mã không hợp lệ');

/** An ISO 8601 date-time with a zone (`Z` or `+07:00`), or a Date (GraphQL's DateTime scalar). */
export const dateField = z.union([
  z.date(),
  z.iso.datetime({ offset: true, message: 'Ngày giờ không hợp lệ (ISO 8601)' }).transform((s) => new Date(s)),
]);

export const publishStatus = z.enum(['draft', 'published']);
export type PublishStatus = z.infer<typeof publishStatus>;

export const text = (max: number) => z.string().trim().max(max);

/**
 * The fields every publishable item (event, news post) has, as sent by a form; no defaults, so an
 * update touches only what it names. `publishingTail` goes after the item's own fields.
 */
export const publishingHead = {
  slug: slugField,
  titleVi: text(200).min(1, 'Vui lòng nhập tiêu đề tiếng Việt'),
  titleEn: text(200),
  summaryVi: text(1000),
  summaryEn: text(1000),
  contentVi: z.string().max(200_000),
  contentEn: z.string().max(200_000),
  cover: imageInput.nullable(),
};

export const tagIdsField = z.array(objectIdField).max(20);

export const publishingTail = {
  status: publishStatus,
  publishedAt: dateField.nullable(),
  featured: z.boolean(),
};

/** What a create leaves out of the shared fields: an optional slug, defaults for all but titleVi. */
export const publishingInput = {
  slug: slugField.optional(),
  titleEn: publishingHead.titleEn.default(''),
  summaryVi: publishingHead.summaryVi.default(''),
  summaryEn: publishingHead.summaryEn.default(''),
  contentVi: publishingHead.contentVi.default(''),
  contentEn: publishingHead.contentEn.default(''),
  cover: publishingHead.cover.default(null),
  tagIds: tagIdsField.default([]),
  status: publishingTail.status.default('draft'),
  publishedAt: publishingTail.publishedAt.default(null),
  featured: publishingTail.featured.default(false),
};

/** The shared fields in one import: `head` and `tail` around a type's own, `input` for creates. */
export const publishing = {
  head: publishingHead,
  tail: publishingTail,
  input: publishingInput,
  tagIds: tagIdsField,
};

/** The answered fields an event and a news post share (events.schemas.ts and news.schemas.ts). */
export const publishedOutput = {
  _id: objectIdString,
  slug: z.string(),
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  contentVi: z.string().meta({ description: 'Sanitised HTML' }),
  contentEn: z.string().meta({ description: 'Sanitised HTML' }),
  cover: imageOutput.nullable(),
  tagIds: z.array(objectIdString),
  tags: z.array(tagOutput),
  status: publishStatus,
  publishedAt: stamp.nullable(),
  featured: z.boolean(),
  scheduled: z.boolean().meta({ description: 'Published with a publishedAt still in the future' }),
  createdAt: stamp,
  updatedAt: stamp,
  deletedAt: stamp.optional().meta({ description: 'In the trash since (the answer of a delete)' }),
  deletedBy: z.string().optional().meta({ description: 'Who moved it to the trash' }),
};
