// The REST contract of /api/mail (the outbox), beside mail.routes.ts.
import { z } from 'zod';
import { pageOf, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { outboxListQuery, outboxStatus } from './mail.schemas.ts';

const outboxMail = z.object({
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

export const mailApi: ModuleApi = {
  schemas: {
    OutboxMail: outboxMail,
    OutboxMailContent: outboxMail.extend({ html: z.string(), text: z.string() }),
  },
  routes: [
    {
      method: 'get',
      path: '/api/mail/outbox',
      tag: 'mail',
      summary: 'The outbox: every mail written, newest first (admins)',
      access: 'admin',
      query: outboxListQuery,
      results: pageOf('OutboxMail'),
    },
    {
      method: 'get',
      path: '/api/mail/outbox/:id',
      tag: 'mail',
      summary: 'One mail with its HTML and text parts (admins)',
      access: 'admin',
      results: ref('OutboxMailContent'),
    },
    {
      method: 'post',
      path: '/api/mail/outbox/:id/release',
      tag: 'mail',
      summary: 'Send a held or failed mail (again) (admins)',
      access: 'admin',
      results: ref('OutboxMail'),
    },
  ],
};
