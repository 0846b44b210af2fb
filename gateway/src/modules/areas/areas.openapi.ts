// The REST contract of /api/areas, beside areas.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { arrayOf, id, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { image } from '../media/media.openapi.ts';
import { areaInput, areaReorder, areaUpdate } from './areas.schemas.ts';

export const area = z.object({
  _id: id,
  slug: z.string(),
  name: z.string().meta({ description: 'The Vietnamese name, as documented' }),
  nameVi: z.string(),
  nameEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  descriptionVi: z.string().meta({ description: 'Sanitised HTML' }),
  descriptionEn: z.string().meta({ description: 'Sanitised HTML' }),
  cover: image.nullable(),
  gallery: z.array(image),
  order: z.number().int(),
  createdAt: stamp,
  updatedAt: stamp,
});

export const areasApi: ModuleApi = {
  schemas: { Area: area, AreaInput: areaInput, AreaUpdate: areaUpdate, AreaReorder: areaReorder },
  routes: [
    {
      method: 'get',
      path: '/api/areas/all',
      tag: 'areas',
      summary: 'All areas in display order',
      access: 'public',
      results: arrayOf('Area'),
    },
    {
      method: 'get',
      path: '/api/areas/slug/:slug',
      tag: 'areas',
      summary: 'One area by slug',
      access: 'public',
      results: ref('Area'),
    },
    {
      method: 'post',
      path: '/api/areas/create',
      tag: 'areas',
      summary: 'Create an area',
      access: 'staff',
      body: 'AreaInput',
      results: ref('Area'),
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
      results: arrayOf('Area'),
    },
    {
      method: 'put',
      path: '/api/areas/:id',
      tag: 'areas',
      summary: 'Update an area',
      access: 'staff',
      body: 'AreaUpdate',
      results: ref('Area'),
      errors: [409],
    },
    {
      method: 'delete',
      path: '/api/areas/delete/:id',
      tag: 'areas',
      summary: 'Delete an area',
      access: 'staff',
      results: ref('Area'),
    },
  ],
};
