import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema.ts';
import { runtimeConfig } from '../lib/runtime.ts';
import { UserModel } from '../modules/auth/user.model.ts';
import { useGateway } from '../testing/harness.ts';
import {
  apiRoutes,
  concretePath,
  mutationCalls,
  sampleValue,
  selectionFor,
  type RestRoute,
} from './routes.ts';

/**
 * Who may call what. Everything NOT listed here is staff-only and is called below by every kind of
 * caller, so a new route or mutation is protected by default or this file fails.
 */
const PUBLIC_REST = new Set([
  'GET /api/openapi.json',
  'GET /api/seo/head',
  'POST /api/auth/login',
  'POST /api/auth/refreshToken',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/staff/accept-invitation',
  'GET /api/tags/all',
  'GET /api/tags/:id',
  'GET /api/areas/all',
  'GET /api/areas/slug/:slug',
  'GET /api/home/all',
  'GET /api/intro',
  'GET /api/events/all',
  'GET /api/events/slug/:slug',
  'GET /api/news/all',
  'GET /api/news/slug/:slug',
  'POST /api/bookings/create',
  'POST /api/contact/create',
  // Anyone holding a signed, 15-minute preview link (the token is checked, not a session).
  'GET /api/preview/:type/:id',
]);
const PUBLIC_MUTATIONS = new Set([
  'noop',
  'login',
  'refresh',
  'logout',
  'requestPasswordReset',
  'resetPassword',
  'acceptInvitation',
  'createBooking',
  'sendContactMessage',
]);
const PUBLIC_QUERIES = new Set([
  'health',
  'home',
  'introduction',
  'tags',
  'tag',
  'areas',
  'area',
  'events',
  'event',
  'newsList',
  'news',
  'featuredTags',
  // Anyone holding a signed preview link (the token is the key; refused ones are tested in preview).
  'eventPreview',
  'newsPreview',
]);
/** Routes and fields only an administrator may use (editors do all content work). */
const ADMIN_ONLY = new Set<string>([
  'GET /api/mail/outbox',
  'GET /api/mail/outbox/:id',
  'POST /api/mail/outbox/:id/release',
  'GET /api/staff/all',
  'POST /api/staff/invite',
  'POST /api/staff/invitation/:id/resend',
  'DELETE /api/staff/invitation/:id',
  'PUT /api/staff/role/:id',
  'PUT /api/staff/active/:id',
  'outbox',
  'outboxMail',
  'releaseMail',
  'staff',
  'inviteStaff',
  'resendInvitation',
  'deleteInvitation',
  'setStaffRole',
  'setStaffActive',
  'GET /api/audit/all',
  'audit',
]);

type Caller = { name: string; token?: string; rightful: boolean };

const h = useGateway();
const callers: Caller[] = [];

beforeAll(async () => {
  const { jwt: secrets } = runtimeConfig();
  const admin = await h.signIn('admin');
  const editor = await h.signIn('editor');
  const doomed = await h.signIn('editor');
  const adminClaims = jwt.decode(admin.accessToken) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const expired = jwt.sign(
    { ...adminClaims, jti: crypto.randomUUID(), iat: now - 3600, exp: now - 1800 },
    secrets.accessSecret,
    { algorithm: 'HS256' },
  );
  const wrongSecret = jwt.sign(
    { ...adminClaims, jti: crypto.randomUUID(), iat: now, exp: now + 600 },
    crypto.randomBytes(32).toString('hex'),
    { algorithm: 'HS256' },
  );
  // alg "none": an unsigned token carrying admin claims.
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...adminClaims, exp: now + 600 })}.`;
  // Signed with the refresh secret but claiming to be an access token.
  const refreshSecretAccess = jwt.sign(
    { ...adminClaims, jti: crypto.randomUUID(), iat: now, exp: now + 600 },
    secrets.refreshSecret,
    { algorithm: 'HS256' },
  );
  const doomedId = (jwt.decode(doomed.accessToken) as { sub: string }).sub;
  expect((await UserModel.deleteOne({ _id: doomedId })).deletedCount).toBe(1);

  callers.push(
    { name: 'no token', rightful: false },
    { name: 'garbage token', token: 'garbage.not-a.jwt', rightful: false },
    { name: 'token signed with another secret', token: wrongSecret, rightful: false },
    { name: 'unsigned (alg none) token', token: unsigned, rightful: false },
    { name: 'access claims signed with the refresh secret', token: refreshSecretAccess, rightful: false },
    { name: 'expired access token', token: expired, rightful: false },
    { name: 'refresh token as access token', token: admin.refreshToken, rightful: false },
    { name: 'token of a deleted user', token: doomed.accessToken, rightful: false },
    { name: 'editor', token: editor.accessToken, rightful: true },
    { name: 'admin', token: admin.accessToken, rightful: true },
  );
  // The admin's own token is valid: the refusals above are for the reasons named, not by accident.
  expect((await h.api('/api/auth/me', { token: admin.accessToken })).status).toBe(200);
});

const restRoutes = apiRoutes();
const key = (r: RestRoute) => `${r.method} ${r.path}`;
const protectedRest = restRoutes.filter((r) => !PUBLIC_REST.has(key(r)));

describe('REST access matrix', () => {
  it('sees every router (the walk itself works) and every public route still exists', () => {
    const all = restRoutes.map(key);
    expect(all).toContain('POST /api/tags/create');
    expect(all).toContain('PUT /api/home/update');
    expect(protectedRest.length).toBeGreaterThan(20);
    expect([...PUBLIC_REST].filter((r) => !all.includes(r))).toEqual([]);
  });

  it.each(protectedRest.map((r) => [key(r), r] as const))(
    '%s: only staff get past the door',
    async (_k, route) => {
      const failures: string[] = [];
      for (const caller of callers) {
        const isRightful = caller.rightful && (!ADMIN_ONLY.has(key(route)) || caller.name === 'admin');
        const res = await h.api(concretePath(route.path), {
          method: route.method,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          token: caller.token,
        });
        const refused = res.status === 401 || res.status === 403;
        if (res.status >= 500) failures.push(`${caller.name}: ${res.status}`);
        else if (isRightful && refused) failures.push(`${caller.name} was refused (${res.status})`);
        else if (!isRightful && !refused) failures.push(`${caller.name} got ${res.status}, expected 401/403`);
        if (refused) expect(res.body?.error?.code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('GraphQL access matrix', () => {
  const schema = buildSchema();
  const mutations = mutationCalls(schema);
  const protectedMutations = mutations.filter((m) => !PUBLIC_MUTATIONS.has(m.name));
  const queryFields = Object.values(schema.getQueryType()!.getFields());
  const protectedQueries = queryFields
    .filter((f) => !PUBLIC_QUERIES.has(f.name))
    .map((f) => {
      const defs = f.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const uses = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const sel = selectionFor(f.type);
      const variables: Record<string, unknown> = {};
      for (const a of f.args) if (a.type.toString().endsWith('!')) variables[a.name] = sampleValue(a.type);
      return {
        name: f.name,
        query: `query Q${defs ? `(${defs})` : ''} { ${f.name}${uses ? `(${uses})` : ''}${sel} }`,
        variables,
      };
    });

  it('finds the mutations and staff queries in the schema', () => {
    const names = mutations.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['createTag', 'updateHome', 'setBookingStatus']));
    expect([...PUBLIC_MUTATIONS].filter((m) => !names.includes(m))).toEqual([]);
    expect(protectedMutations.length).toBeGreaterThan(20);
    expect(protectedQueries.map((q) => q.name)).toEqual(
      expect.arrayContaining(['me', 'bookings', 'contactMessages', 'media', 'inboxCounts']),
    );
  });

  it.each([...protectedMutations, ...protectedQueries].map((c) => [c.name, c] as const))(
    '%s: only staff get past the door',
    async (name, call) => {
      const failures: string[] = [];
      for (const caller of callers) {
        const isRightful = caller.rightful && (!ADMIN_ONLY.has(name) || caller.name === 'admin');
        const { status, body } = await h.gql(call.query, call.variables, caller.token);
        const codes = ((body?.errors ?? []) as { extensions?: { code?: string } }[]).map(
          (e) => e.extensions?.code,
        );
        const refused = codes.some((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN');
        if (status >= 500 || codes.includes('INTERNAL_SERVER_ERROR'))
          failures.push(`${caller.name}: ${status} ${JSON.stringify(codes)}`);
        else if (
          codes.includes('GRAPHQL_VALIDATION_FAILED') ||
          (codes.includes('BAD_USER_INPUT') && status === 400 && !isRightful)
        )
          failures.push(`${caller.name}: the document itself was refused (${JSON.stringify(body?.errors)})`);
        else if (isRightful && refused) failures.push(`${caller.name} was refused`);
        else if (!isRightful && !refused)
          failures.push(`${caller.name} got ${status} ${JSON.stringify(codes)}`);
        else if (!isRightful && ![401, 403].includes(status))
          failures.push(`${caller.name}: status ${status}`);
        if (!isRightful) expect(body?.data?.[name] ?? null).toBeNull();
      }
      expect(failures).toEqual([]);
    },
  );
});
