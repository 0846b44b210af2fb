import { z } from 'zod';
import { pageOf } from '../../lib/shapes.ts';
import {
  objectIdField,
  publishedOutput,
  publishing,
  publishStatus,
} from '../publishing/publishing.schemas.ts';
import { booleanQuery, idOrSlug, pageField, pageSizeField, searchField } from '../events/events.schemas.ts';

// Shared with the frontend's forms: this file imports only zod (and zod-only schema files).

/** Every field of a news post as sent by a form; no defaults, so an update touches only what it names. */
const newsFields = { ...publishing.head, tagIds: publishing.tagIds, ...publishing.tail };

export const newsInput = z.object({ ...newsFields, ...publishing.input });
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

/** A news post as REST and GraphQL answer it: its tags filled in. */
export const newsOutput = z.strictObject(publishedOutput);
export type NewsWithTags = z.output<typeof newsOutput>;

/** A news post as stored, its tags not filled in: the answer of a delete. */
export const newsRecordOutput = newsOutput.omit({ tags: true });
export type News = z.output<typeof newsRecordOutput>;

export const newsPageOutput = pageOf(newsOutput);
