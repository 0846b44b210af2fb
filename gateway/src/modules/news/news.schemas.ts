import { z } from 'zod';
import {
  booleanQuery,
  dateField,
  idOrSlug,
  objectIdField,
  pageField,
  pageSizeField,
  publishStatus,
  searchField,
  slugField,
} from '../events/events.schemas.ts';
import { imageInput } from '../media/media.schemas.ts';

// Shared with the frontend's forms: this file imports only zod (and zod-only schema files).

const text = (max: number) => z.string().trim().max(max);

/** Every field of a news post as sent by a form; no defaults, so an update touches only what it names. */
const newsFields = {
  slug: slugField,
  titleVi: text(200).min(1, 'Vui lòng nhập tiêu đề tiếng Việt'),
  titleEn: text(200),
  summaryVi: text(1000),
  summaryEn: text(1000),
  contentVi: z.string().max(200_000),
  contentEn: z.string().max(200_000),
  cover: imageInput.nullable(),
  tagIds: z.array(objectIdField).max(20),
  status: publishStatus,
  publishedAt: dateField.nullable(),
  featured: z.boolean(),
};

export const newsInput = z.object({
  ...newsFields,
  slug: slugField.optional(),
  titleEn: newsFields.titleEn.default(''),
  summaryVi: newsFields.summaryVi.default(''),
  summaryEn: newsFields.summaryEn.default(''),
  contentVi: newsFields.contentVi.default(''),
  contentEn: newsFields.contentEn.default(''),
  cover: newsFields.cover.default(null),
  tagIds: newsFields.tagIds.default([]),
  status: newsFields.status.default('draft'),
  publishedAt: newsFields.publishedAt.default(null),
  featured: newsFields.featured.default(false),
});
export type NewsInput = z.infer<typeof newsInput>;

export const newsUpdate = z.object(newsFields).partial();
export type NewsUpdate = z.infer<typeof newsUpdate>;

/** The service's list arguments (GraphQL `newsList`). */
export const newsListArgs = z.object({
  page: pageField.nullish().transform((v) => v ?? 1),
  pageSize: pageSizeField.nullish().transform((v) => v ?? 10),
  tagId: objectIdField.nullish(),
  tagSlug: z.string().trim().max(80).nullish(),
  featured: z.boolean().nullish(),
  search: searchField.nullish(),
  status: publishStatus.nullish(),
});
export type NewsListArgs = z.infer<typeof newsListArgs>;

/** `GET /api/news/all` query string; `tag` takes an id or a slug. */
export const newsListQuery = z.object({
  tag: idOrSlug.optional(),
  tagId: objectIdField.optional(),
  tagSlug: idOrSlug.optional(),
  featured: booleanQuery.optional(),
  search: searchField.optional(),
  status: publishStatus.optional(),
  page: pageField.default(1),
  pageSize: pageSizeField.default(10),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const relatedLimit = z.coerce.number().int().min(1).max(12);
