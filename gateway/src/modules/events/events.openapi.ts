// The REST contract of /api/events, beside events.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { id, pageOf, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { area } from '../areas/areas.openapi.ts';
import { image } from '../media/media.openapi.ts';
import { tag } from '../tags/tags.openapi.ts';
import { eventInput, eventListQuery, eventUpdate } from './events.schemas.ts';

/** What an event and a news item share (news.openapi.ts reuses it). */
export const publishStatus = z.enum(['draft', 'published']);
export const content = {
  _id: id,
  slug: z.string(),
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  contentVi: z.string().meta({ description: 'Sanitised HTML' }),
  contentEn: z.string().meta({ description: 'Sanitised HTML' }),
  cover: image.nullable(),
  tags: z.array(tag),
  status: publishStatus,
  publishedAt: stamp.nullable(),
  featured: z.boolean(),
  scheduled: z.boolean().meta({ description: 'Published with a publishedAt still in the future' }),
  createdAt: stamp,
  updatedAt: stamp,
};
const event = z.object({
  ...content,
  gallery: z.array(image),
  startAt: stamp,
  endAt: stamp.nullable(),
  areaId: id.nullable(),
  area: area.nullable(),
  tagIds: z.array(id),
  priceVi: z.string(),
  priceEn: z.string(),
  bookingEnabled: z.boolean(),
});

export const eventsApi: ModuleApi = {
  schemas: { Event: event, EventInput: eventInput, EventUpdate: eventUpdate },
  routes: [
    {
      method: 'get',
      path: '/api/events/all',
      tag: 'events',
      summary: 'Events, filtered and paginated (staff also see drafts)',
      access: 'optional',
      query: eventListQuery,
      results: pageOf('Event'),
    },
    {
      method: 'get',
      path: '/api/events/slug/:slug',
      tag: 'events',
      summary: 'One event by slug (staff may open drafts)',
      access: 'optional',
      results: ref('Event'),
    },
    {
      method: 'post',
      path: '/api/events/create',
      tag: 'events',
      summary: 'Create an event',
      access: 'staff',
      body: 'EventInput',
      results: ref('Event'),
      status: 201,
      errors: [409],
    },
    {
      method: 'put',
      path: '/api/events/:id',
      tag: 'events',
      summary: 'Update an event',
      access: 'staff',
      body: 'EventUpdate',
      results: ref('Event'),
      errors: [409],
    },
    {
      method: 'delete',
      path: '/api/events/delete/:id',
      tag: 'events',
      summary: 'Delete an event',
      access: 'staff',
      results: ref('Event'),
    },
    {
      method: 'put',
      path: '/api/events/publish/:id',
      tag: 'events',
      summary: 'Publish an event',
      access: 'staff',
      results: ref('Event'),
    },
    {
      method: 'put',
      path: '/api/events/unpublish/:id',
      tag: 'events',
      summary: 'Back to draft',
      access: 'staff',
      results: ref('Event'),
    },
  ],
};
