// The REST contract of /api/tags, beside tags.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';
import { tagInput, tagOutput, tagUpdate } from './tags.schemas.ts';

export const tagsApi: ModuleApi = {
  schemas: { Tag: tagOutput, TagInput: tagInput, TagUpdate: tagUpdate },
  routes: [
    {
      method: 'get',
      path: '/api/tags/all',
      tag: 'tags',
      summary: 'All tags',
      access: 'public',
      results: z.array(tagOutput),
    },
    {
      method: 'get',
      path: '/api/tags/:id',
      tag: 'tags',
      summary: 'One tag',
      access: 'public',
      results: tagOutput,
    },
    {
      method: 'post',
      path: '/api/tags/create',
      tag: 'tags',
      summary: 'Create a tag',
      access: 'staff',
      body: 'TagInput',
      results: tagOutput,
      status: 201,
      errors: [409],
    },
    {
      method: 'put',
      path: '/api/tags/:id',
      tag: 'tags',
      summary: 'Update a tag',
      access: 'staff',
      body: 'TagUpdate',
      results: tagOutput,
      errors: [409],
    },
    {
      method: 'put',
      path: '/api/tags/delete/:id',
      tag: 'tags',
      summary: 'Delete a tag (soft)',
      access: 'staff',
      results: tagOutput,
    },
  ],
};
