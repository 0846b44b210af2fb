// The REST contract of /api/versions, beside versions.routes.ts: each content item's history.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { stamp } from '../../lib/shapes.ts';

const versionSummary = z.strictObject({
  version: z.number().int(),
  at: stamp,
  by: z.string(),
  current: z.boolean(),
  slug: z.string().nullable(),
});
const fieldDiff = z.strictObject({
  field: z.string(),
  before: z.string(),
  after: z.string(),
  parts: z.array(z.strictObject({ value: z.string(), added: z.boolean(), removed: z.boolean() })),
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
      results: z.array(versionSummary),
      errors: [400],
    },
    {
      method: 'get',
      path: '/api/versions/:type/:id/:version/diff',
      tag: 'versions',
      summary: 'Fields of a version that differ from the current state, with a word diff',
      access: 'staff',
      results: z.array(fieldDiff),
      errors: [400],
    },
    {
      method: 'put',
      path: '/api/versions/restore/:type/:id/:version',
      tag: 'versions',
      summary: 'Make a version current again (saved as a new version)',
      access: 'staff',
      results: versionSummary,
      errors: [400, 409],
    },
  ],
};
