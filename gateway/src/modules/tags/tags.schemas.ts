import { z } from 'zod';
import { objectIdString, stamp } from '../../lib/shapes.ts';

export const slugField = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug chỉ gồm chữ thường không dấu, số và dấu gạch ngang');

const tagFields = {
  nameVi: z.string().trim().min(1, 'Vui lòng nhập tên tiếng Việt').max(80),
  nameEn: z.string().trim().max(80),
  slug: slugField,
};

export const tagInput = z.object({
  ...tagFields,
  nameEn: tagFields.nameEn.default(''),
  slug: slugField.optional(),
});
export type TagInput = z.infer<typeof tagInput>;

/** Only the fields sent change: no defaults here (zod's .partial() would still apply them). */
export const tagUpdate = z.object(tagFields).partial();
export type TagUpdate = z.infer<typeof tagUpdate>;

/** A tag as REST and GraphQL answer it (the service's `Tag` is its z.output). */
export const tagOutput = z.strictObject({
  _id: objectIdString,
  nameVi: z.string(),
  nameEn: z.string(),
  slug: z.string(),
  createdAt: stamp,
  updatedAt: stamp,
});
export type Tag = z.output<typeof tagOutput>;
