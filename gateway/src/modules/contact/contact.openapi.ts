// The REST contract of /api/contact, beside contact.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { id, pageOf, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import {
  contactExportQuery,
  contactHandledInput,
  contactListQuery,
  contactMessageInput,
} from './contact.schemas.ts';

const contactMessage = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: stamp,
  updatedAt: stamp,
});

export const contactApi: ModuleApi = {
  schemas: {
    ContactMessage: contactMessage,
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
      results: { type: 'string', contentMediaType: 'text/csv' },
    },
    {
      method: 'post',
      path: '/api/contact/create',
      tag: 'contact',
      summary: 'Send a message (public form)',
      access: 'public',
      body: 'ContactMessageInput',
      results: ref('ContactMessage'),
      status: 201,
    },
    {
      method: 'get',
      path: '/api/contact/all',
      tag: 'contact',
      summary: 'Contact messages, newest first',
      access: 'staff',
      query: contactListQuery,
      results: pageOf('ContactMessage'),
    },
    {
      method: 'put',
      path: '/api/contact/handled/:id',
      tag: 'contact',
      summary: 'Mark a message handled (or not)',
      access: 'staff',
      body: 'ContactHandledInput',
      results: ref('ContactMessage'),
    },
  ],
};
