// The REST contract of /api/intro, beside intro.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { stamp } from '../../lib/shapes.ts';
import { image } from '../media/media.openapi.ts';
import { introductionInput } from './intro.schemas.ts';

const introduction = z.strictObject({
  _id: z.string().meta({ description: 'The one introduction document' }),
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  contentVi: z.string(),
  contentEn: z.string(),
  images: z.array(image),
  createdAt: stamp.optional().meta({ description: 'Absent until the first save' }),
  updatedAt: stamp.nullable(),
});

export const introApi: ModuleApi = {
  schemas: { Introduction: introduction, IntroductionInput: introductionInput },
  routes: [
    {
      method: 'get',
      path: '/api/intro',
      tag: 'intro',
      summary: 'The introduction',
      access: 'public',
      results: introduction,
    },
    {
      method: 'put',
      path: '/api/intro/update',
      tag: 'intro',
      summary: 'Update the introduction',
      access: 'staff',
      body: 'IntroductionInput',
      results: introduction,
    },
  ],
};
