// The REST contract of /api/home, beside home.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { image } from '../media/media.openapi.ts';
import { homeInput } from './home.schemas.ts';

const home = z.object({
  logoHeader: image.nullable(),
  logoFooter: image.nullable(),
  map: z.string().meta({ description: 'Map embed HTML: only an <iframe> from an allowed map host' }),
  address: z.string().meta({ description: 'A | is a line break on screen' }),
  phone: z.string(),
  email: z.string(),
  link: z.object({ facebook: z.string(), zalo: z.string(), hotline: z.string(), whatsapp: z.string() }),
  slides: z.array(
    z.object({ image: image.nullable(), captionVi: z.string(), captionEn: z.string(), link: z.string() }),
  ),
  seo: z.object({
    titleVi: z.string(),
    titleEn: z.string(),
    descriptionVi: z.string(),
    descriptionEn: z.string(),
  }),
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
      results: ref('Home'),
    },
    {
      method: 'put',
      path: '/api/home/update',
      tag: 'home',
      summary: 'Update the homepage general data',
      access: 'staff',
      body: 'HomeInput',
      results: ref('Home'),
    },
  ],
};
