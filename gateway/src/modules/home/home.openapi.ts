// The REST contract of /api/home, beside home.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { stamp } from '../../lib/shapes.ts';
import { image } from '../media/media.openapi.ts';
import { homeInput } from './home.schemas.ts';

const home = z.strictObject({
  _id: z.string().meta({ description: 'The one settings document' }),
  logoHeader: image.nullable(),
  logoFooter: image.nullable(),
  map: z.string().meta({ description: 'Map embed HTML: only an <iframe> from an allowed map host' }),
  address: z.string().meta({ description: 'A | is a line break on screen' }),
  addressEn: z.string().meta({ description: 'The address on English pages; empty: the Vietnamese one' }),
  phone: z.string(),
  email: z.string(),
  link: z.strictObject({ facebook: z.string(), zalo: z.string(), hotline: z.string(), whatsapp: z.string() }),
  slides: z.array(
    z.strictObject({
      image: image.nullable(),
      captionVi: z.string(),
      captionEn: z.string(),
      link: z.string(),
    }),
  ),
  seo: z.strictObject({
    titleVi: z.string(),
    titleEn: z.string(),
    descriptionVi: z.string(),
    descriptionEn: z.string(),
  }),
  createdAt: stamp.optional().meta({ description: 'Absent until the first save' }),
  updatedAt: stamp.nullable(),
});

export const homeApi: ModuleApi = {
  schemas: { Home: home, HomeInput: homeInput },
  routes: [
    {
      method: 'get',
      path: '/api/home/all',
      tag: 'home',
      summary: 'Homepage general data',
      access: 'public',
      results: home,
    },
    {
      method: 'put',
      path: '/api/home/update',
      tag: 'home',
      summary: 'Update the homepage general data',
      access: 'staff',
      body: 'HomeInput',
      results: home,
    },
  ],
};
