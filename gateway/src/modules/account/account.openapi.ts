// The REST contract of /api/account, beside account.routes.ts: the signed-in person's own account.
import { z } from 'zod';
import { arrayOf, id, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { accountProfileInput } from './account.schemas.ts';

export const accountApi: ModuleApi = {
  schemas: {
    Account: z.object({ id, email: z.string(), name: z.string(), role: z.enum(['admin', 'editor']) }),
    AccountProfileInput: accountProfileInput,
    AccountSession: z.object({
      id: z.string(),
      browser: z.string(),
      os: z.string(),
      deviceType: z.string(),
      ip: z.string(),
      signedInAt: stamp,
      lastUsedAt: stamp,
      current: z.boolean(),
    }),
    EndedSessions: z.object({ ended: z.number().int() }),
  },
  routes: [
    {
      method: 'get',
      path: '/api/account/me',
      tag: 'account',
      summary: 'Your own account (anyone signed in)',
      access: 'staff',
      results: ref('Account'),
    },
    {
      method: 'put',
      path: '/api/account/me',
      tag: 'account',
      summary: 'Change your display name (anyone signed in); the password: POST /api/auth/password',
      access: 'staff',
      body: 'AccountProfileInput',
      results: ref('Account'),
    },
    {
      method: 'get',
      path: '/api/account/sessions',
      tag: 'account',
      summary: 'Your open sessions: browser, system, address, sign-in and last use; this one first',
      access: 'staff',
      results: arrayOf('AccountSession'),
    },
    {
      method: 'delete',
      path: '/api/account/sessions/others',
      tag: 'account',
      summary: 'End every session of yours but this one',
      access: 'staff',
      results: ref('EndedSessions'),
    },
    {
      method: 'delete',
      path: '/api/account/sessions/:id',
      tag: 'account',
      summary: 'End one of your other sessions: its refresh and access tokens stop working',
      access: 'staff',
      results: ref('EndedSessions'),
      errors: [400],
    },
  ],
};
