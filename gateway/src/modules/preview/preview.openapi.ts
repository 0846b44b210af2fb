// The REST contract of /api/preview, beside preview.routes.ts: signed links to drafts.
import { z } from 'zod';
import { ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { previewTarget } from './preview.schemas.ts';

const previewLink = z.object({ url: z.string(), token: z.string(), expiresAt: stamp });

export const previewApi: ModuleApi = {
  schemas: { PreviewTarget: previewTarget, PreviewLink: previewLink },
  routes: [
    {
      method: 'post',
      path: '/api/preview/create',
      tag: 'preview',
      summary:
        'A signed link (15 minutes) to an event or news post as visitors would see it, drafts included',
      access: 'staff',
      body: 'PreviewTarget',
      results: ref('PreviewLink'),
      status: 201,
    },
    {
      method: 'get',
      path: '/api/preview/:type/:id',
      tag: 'preview',
      summary: 'The item a preview token was made for (query `token`); no-store, noindex',
      access: 'public',
      query: z.object({ token: z.string() }),
      results: { type: 'object' },
      errors: [403],
    },
  ],
};
