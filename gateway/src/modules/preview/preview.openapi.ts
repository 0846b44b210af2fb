// The REST contract of /api/preview, beside preview.routes.ts: signed links to drafts.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { stamp } from '../../lib/shapes.ts';
import { eventOutput } from '../events/events.schemas.ts';
import { newsOutput } from '../news/news.schemas.ts';
import { previewTarget } from './preview.schemas.ts';

const previewLink = z.strictObject({ url: z.string(), token: z.string(), expiresAt: stamp });

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
      results: previewLink,
      status: 201,
    },
    {
      method: 'get',
      path: '/api/preview/:type/:id',
      tag: 'preview',
      summary: 'The item a preview token was made for (query `token`); no-store, noindex',
      access: 'public',
      query: z.strictObject({ token: z.string() }),
      results: z.union([eventOutput, newsOutput]).meta({ description: 'The event or the news post' }),
      errors: [403],
    },
  ],
};
