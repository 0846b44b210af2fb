// The REST contract of /api/account, beside account.routes.ts: the signed-in person's own account.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { objectIdString as id, stamp } from '../../lib/shapes.ts';
import { accountProfileInput } from './account.schemas.ts';

const account = z.strictObject({
  id,
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'editor']),
});
const accountSession = z.strictObject({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  deviceType: z.string(),
  ip: z.string(),
  signedInAt: stamp,
  lastUsedAt: stamp,
  current: z.boolean(),
});
const endedSessions = z.strictObject({ ended: z.number().int() });

export const accountApi: ModuleApi = {
  schemas: {
    Account: account,
    AccountProfileInput: accountProfileInput,
    AccountSession: accountSession,
    EndedSessions: endedSessions,
  },
  routes: [
    {
      method: 'get',
      path: '/api/account/me',
      tag: 'account',
      summary: 'Your own account (anyone signed in)',
      access: 'staff',
      results: account,
    },
    {
      method: 'put',
      path: '/api/account/me',
      tag: 'account',
      summary: 'Change your display name (anyone signed in); the password: POST /api/auth/password',
      access: 'staff',
      body: 'AccountProfileInput',
      results: account,
    },
    {
      method: 'get',
      path: '/api/account/sessions',
      tag: 'account',
      summary: 'Your open sessions: browser, system, address, sign-in and last use; this one first',
      access: 'staff',
      results: z.array(accountSession),
    },
    {
      method: 'delete',
      path: '/api/account/sessions/others',
      tag: 'account',
      summary: 'End every session of yours but this one',
      access: 'staff',
      results: endedSessions,
    },
    {
      method: 'delete',
      path: '/api/account/sessions/:id',
      tag: 'account',
      summary: 'End one of your other sessions: its refresh and access tokens stop working',
      access: 'staff',
      results: endedSessions,
      errors: [400],
    },
  ],
};
