import { z } from 'zod';
import { objectIdString, stamp } from '../../lib/shapes.ts';
import { imageInput, imageOutput } from '../media/media.schemas.ts';

export const areaSlugField = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug chỉ gồm chữ thường không dấu, số và dấu gạch ngang');

const areaShape = {
  nameVi: z.string().trim().min(1, 'Vui lòng nhập tên tiếng Việt').max(120),
  nameEn: z.string().trim().max(120),
  slug: areaSlugField,
  summaryVi: z.string().trim().max(600),
  summaryEn: z.string().trim().max(600),
  /** Rich HTML, sanitised by the server before it is stored. */
  descriptionVi: z.string().max(200_000),
  descriptionEn: z.string().max(200_000),
  cover: imageInput.nullable(),
  gallery: z.array(imageInput).max(40),
  order: z.number().int().min(0).max(100_000),
};

/** Creating an area: only the Vietnamese name is required; the slug comes from it when left out. */
export const areaInput = z.object(areaShape).partial().required({ nameVi: true });
export type AreaInput = z.infer<typeof areaInput>;

/** Updating an area: any subset of the fields; fields left out keep their value. */
export const areaUpdate = z.object(areaShape).partial();
export type AreaUpdate = z.infer<typeof areaUpdate>;

export const areaReorder = z.object({
  ids: z
    .array(z.string().regex(/^[0-9a-f]{24}$/i, 'Mã khu vực không hợp lệ'))
    .min(1, 'Cần ít nhất một khu vực')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Một khu vực xuất hiện hai lần' }),
});
export type AreaReorder = z.infer<typeof areaReorder>;

/** An area as REST and GraphQL answer it (the service's `Area` is its z.output). */
export const areaOutput = z.strictObject({
  _id: objectIdString,
  slug: z.string(),
  name: z.string().meta({ description: 'The Vietnamese name, as documented' }),
  nameVi: z.string(),
  nameEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  descriptionVi: z.string().meta({ description: 'Sanitised HTML' }),
  descriptionEn: z.string().meta({ description: 'Sanitised HTML' }),
  cover: imageOutput.nullable(),
  gallery: z.array(imageOutput),
  order: z.number().int(),
  createdAt: stamp,
  updatedAt: stamp,
  deletedAt: stamp.optional().meta({ description: 'In the trash since (the answer of a delete)' }),
  deletedBy: z.string().optional().meta({ description: 'Who moved it to the trash' }),
});
