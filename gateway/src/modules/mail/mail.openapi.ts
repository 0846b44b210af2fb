// The REST contract of /api/mail (the outbox), beside mail.routes.ts.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { pageOf, stamp } from '../../lib/shapes.ts';
import { outboxListQuery, outboxStatus } from './mail.schemas.ts';

const outboxMail = z.strictObject({
  _id: z.string().meta({ description: 'what caused it: `booking-received:<booking id>`, …' }),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  language: z.enum(['vi', 'en']),
  status: outboxStatus,
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: stamp,
  sentAt: stamp.nullable(),
});

const outboxMailContent = outboxMail.extend({ html: z.string(), text: z.string() });

export const mailApi: ModuleApi = {
  schemas: {
    OutboxMail: outboxMail,
    OutboxMailContent: outboxMailContent,
  },
  routes: [
    {
      method: 'get',
      path: '/api/mail/outbox',
      tag: 'mail',
      summary: 'The outbox: every mail written, newest first (admins)',
      access: 'admin',
      query: outboxListQuery,
      results: pageOf(outboxMail),
    },
    {
      method: 'get',
      path: '/api/mail/outbox/:id',
      tag: 'mail',
      summary: 'One mail with its HTML and text parts (admins)',
      access: 'admin',
      results: outboxMailContent,
    },
    {
      method: 'post',
      path: '/api/mail/outbox/:id/release',
      tag: 'mail',
      summary: 'Send a held or failed mail (again) (admins)',
      access: 'admin',
      results: outboxMail,
      errors: [400],
    },
  ],
};
