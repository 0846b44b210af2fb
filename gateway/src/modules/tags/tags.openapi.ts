// The REST contract of /api/tags, beside tags.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { arrayOf, id, ref, type ModuleApi } from '../../lib/openapi.ts';
import { tagInput, tagUpdate } from './tags.schemas.ts';

export const tag = z.object({ _id: id, nameVi: z.string(), nameEn: z.string(), slug: z.string() });

export const tagsApi: ModuleApi = {
  schemas: { Tag: tag, TagInput: tagInput, TagUpdate: tagUpdate },
  routes: [
    {
      method: 'get',
      path: '/api/tags/all',
      tag: 'tags',
      summary: 'All tags',
      access: 'public',
      results: arrayOf('Tag'),
    },
    {
      method: 'get',
      path: '/api/tags/:id',
      tag: 'tags',
      summary: 'One tag',
      access: 'public',
      results: ref('Tag'),
    },
    {
      method: 'post',
      path: '/api/tags/create',
      tag: 'tags',
      summary: 'Create a tag',
      access: 'staff',
      body: 'TagInput',
      results: ref('Tag'),
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
      results: ref('Tag'),
      errors: [409],
    },
    {
      method: 'put',
      path: '/api/tags/delete/:id',
      tag: 'tags',
      summary: 'Delete a tag (soft)',
      access: 'staff',
      results: ref('Tag'),
    },
  ],
};
