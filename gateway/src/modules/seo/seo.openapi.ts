// The REST contract of /api/seo, beside seo.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import type { ModuleApi } from '../../lib/openapi.ts';
import { headQuery, headShape } from './seo.schemas.ts';

export const seoApi: ModuleApi = {
  schemas: {},
  routes: [
    {
      method: 'get',
      path: '/api/seo/head',
      tag: 'seo',
      summary: "A public page's head (title, description, canonical, alternates, image, JSON-LD, status)",
      access: 'public',
      query: headQuery,
      results: headShape,
    },
  ],
};
