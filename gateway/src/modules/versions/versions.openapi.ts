// The REST contract of /api/versions, beside versions.routes.ts: each content item's history.
import { z } from 'zod';
import { arrayOf, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';

const versionSummary = z.object({
  version: z.number().int(),
  at: stamp,
  by: z.string(),
  current: z.boolean(),
  slug: z.string().nullable(),
});
const fieldDiff = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
  parts: z.array(z.object({ value: z.string(), added: z.boolean(), removed: z.boolean() })),
});

export const versionsApi: ModuleApi = {
  schemas: { VersionSummary: versionSummary, FieldDiff: fieldDiff },
  routes: [
    {
      method: 'get',
      path: '/api/versions/:type/:id',
      tag: 'versions',
      summary: 'Kept versions of an event, news post, area, home or introduction, newest first',
      access: 'staff',
      results: arrayOf('VersionSummary'),
    },
    {
      method: 'get',
      path: '/api/versions/:type/:id/:version/diff',
      tag: 'versions',
      summary: 'Fields of a version that differ from the current state, with a word diff',
      access: 'staff',
      results: arrayOf('FieldDiff'),
    },
    {
      method: 'put',
      path: '/api/versions/restore/:type/:id/:version',
      tag: 'versions',
      summary: 'Make a version current again (saved as a new version)',
      access: 'staff',
      results: ref('VersionSummary'),
      errors: [409],
    },
  ],
};
