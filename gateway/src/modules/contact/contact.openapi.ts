// The REST contract of /api/contact, beside contact.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';
import {
  contactExportQuery,
  contactHandledInput,
  contactListQuery,
  contactMessageInput,
  contactMessageOutput,
  contactMessagePageOutput,
} from './contact.schemas.ts';

export const contactApi: ModuleApi = {
  schemas: {
    ContactMessage: contactMessageOutput,
    ContactMessagePage: contactMessagePageOutput,
    ContactMessageInput: contactMessageInput,
    ContactHandledInput: contactHandledInput,
  },
  routes: [
    {
      method: 'get',
      path: '/api/contact/export.csv',
      tag: 'contact',
      summary: "The messages the list's filters keep, as CSV (UTF-8 with BOM, venue time); audited",
      access: 'staff',
      query: contactExportQuery,
      bare: true,
      results: z.string(),
      produces: 'text/csv',
    },
    {
      method: 'post',
      path: '/api/contact/create',
      tag: 'contact',
      summary: 'Send a message (public form)',
      access: 'public',
      body: 'ContactMessageInput',
      results: contactMessageOutput,
      status: 201,
      errors: [429],
    },
    {
      method: 'get',
      path: '/api/contact/all',
      tag: 'contact',
      summary: 'Contact messages, newest first',
      access: 'staff',
      query: contactListQuery,
      results: contactMessagePageOutput,
    },
    {
      method: 'put',
      path: '/api/contact/handled/:id',
      tag: 'contact',
      summary: 'Mark a message handled (or not)',
      access: 'staff',
      body: 'ContactHandledInput',
      results: contactMessageOutput,
    },
  ],
};
