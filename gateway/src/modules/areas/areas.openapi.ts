// The REST contract of /api/areas, beside areas.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';
import { areaInput, areaOutput, areaReorder, areaUpdate } from './areas.schemas.ts';

export const areasApi: ModuleApi = {
  schemas: { Area: areaOutput, AreaInput: areaInput, AreaUpdate: areaUpdate, AreaReorder: areaReorder },
  routes: [
    {
      method: 'get',
      path: '/api/areas/all',
      tag: 'areas',
      summary: 'All areas in display order',
      access: 'public',
      results: z.array(areaOutput),
    },
    {
      method: 'get',
      path: '/api/areas/slug/:slug',
      tag: 'areas',
      summary: 'One area by slug',
      access: 'public',
      results: areaOutput,
    },
    {
      method: 'post',
      path: '/api/areas/create',
      tag: 'areas',
      summary: 'Create an area',
      access: 'staff',
      body: 'AreaInput',
      results: areaOutput,
      status: 201,
      errors: [409],
    },
    {
      method: 'put',
      path: '/api/areas/reorder',
      tag: 'areas',
      summary: 'Set the display order',
      access: 'staff',
      body: 'AreaReorder',
      results: z.array(areaOutput),
      errors: [404],
    },
    {
      method: 'put',
      path: '/api/areas/:id',
      tag: 'areas',
      summary: 'Update an area',
      access: 'staff',
      body: 'AreaUpdate',
      results: areaOutput,
      errors: [409],
    },
    {
      method: 'delete',
      path: '/api/areas/delete/:id',
      tag: 'areas',
      summary: 'Delete an area',
      access: 'staff',
      results: areaOutput,
    },
  ],
};
