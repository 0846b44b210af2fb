// The REST contract of /api/events, beside events.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import type { ModuleApi } from '../../lib/openapi.ts';
import {
  eventInput,
  eventListQuery,
  eventOutput,
  eventPageOutput,
  eventRecordOutput,
  eventUpdate,
} from './events.schemas.ts';

export const eventsApi: ModuleApi = {
  schemas: {
    Event: eventOutput,
    EventPage: eventPageOutput,
    EventInput: eventInput,
    EventUpdate: eventUpdate,
  },
  routes: [
    {
      method: 'get',
      path: '/api/events/all',
      tag: 'events',
      summary: 'Events, filtered and paginated (staff also see drafts)',
      access: 'optional',
      query: eventListQuery,
      results: eventPageOutput,
    },
    {
      method: 'get',
      path: '/api/events/slug/:slug',
      tag: 'events',
      summary: 'One event by slug (staff may open drafts)',
      access: 'optional',
      results: eventOutput,
    },
    {
      method: 'post',
      path: '/api/events/create',
      tag: 'events',
      summary: 'Create an event',
      access: 'staff',
      body: 'EventInput',
      results: eventOutput,
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
      results: eventOutput,
      errors: [409],
    },
    {
      method: 'delete',
      path: '/api/events/delete/:id',
      tag: 'events',
      summary: 'Delete an event',
      access: 'staff',
      results: eventRecordOutput,
    },
    {
      method: 'put',
      path: '/api/events/publish/:id',
      tag: 'events',
      summary: 'Publish an event',
      access: 'staff',
      results: eventOutput,
    },
    {
      method: 'put',
      path: '/api/events/unpublish/:id',
      tag: 'events',
      summary: 'Back to draft',
      access: 'staff',
      results: eventOutput,
    },
  ],
};
