import { z } from 'zod';

export const slugField = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug chỉ gồm chữ thường không dấu, số và dấu gạch ngang');

export const tagInput = z.object({
  nameVi: z.string().trim().min(1, 'Vui lòng nhập tên tiếng Việt').max(80),
  nameEn: z.string().trim().max(80).default(''),
  slug: slugField.optional(),
});
export type TagInput = z.infer<typeof tagInput>;

export const tagUpdate = tagInput.partial();
export type TagUpdate = z.infer<typeof tagUpdate>;
