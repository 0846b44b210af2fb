import { z } from 'zod';
import { imageInput } from '../media/media.schemas.ts';

/** The introduction page; every field optional (a partial update keeps what is left out). */
export const introductionInput = z.object({
  titleVi: z.string().trim().max(200).optional(),
  titleEn: z.string().trim().max(200).optional(),
  summaryVi: z.string().trim().max(1000).optional(),
  summaryEn: z.string().trim().max(1000).optional(),
  /** Rich HTML, sanitised by the server before it is stored. */
  contentVi: z.string().max(300_000).optional(),
  contentEn: z.string().max(300_000).optional(),
  images: z.array(imageInput).max(40).optional(),
});
export type IntroductionInput = z.infer<typeof introductionInput>;
