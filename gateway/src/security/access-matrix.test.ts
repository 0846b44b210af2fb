import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '../graphql/access.ts';
import { buildSchema, typeDefs } from '../graphql/schema.ts';
import { docsRoute, type Access } from '../lib/openapi.ts';
import { runtimeConfig } from '../lib/runtime.ts';
import { UserModel } from '../modules/auth/user.model.ts';
import { restRoutes as restDeclared } from '../modules/index.ts';
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
 * Who may call what, as each operation declares it (`access` of its OpenAPI entry, `@access` in its
 * SDL). Every staff or admin operation is called below by every kind of caller, so a rule that
 * disagrees with its service's check, or an operation that declares none, fails this file.
 */
const restAccess = new Map<string, Access>(
  [...restDeclared, docsRoute].map((r) => [`${r.method.toUpperCase()} ${r.path}`, r.access]),
);
const gqlAccess = new Map(operationAccess(typeDefs).map((o) => [`${o.type}.${o.field}`, o.access]));
const restricted = (access: Access | undefined) => access === 'staff' || access === 'admin';

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
const protectedRest = restRoutes.filter((r) => restricted(restAccess.get(key(r))));

describe('REST access matrix', () => {
  it('sees every router (the walk itself works), each route declaring its access', () => {
    const all = restRoutes.map(key);
    expect(all).toContain('POST /api/tags/create');
    expect(all).toContain('PUT /api/home/update');
    expect(protectedRest.length).toBeGreaterThan(20);
    expect(all.filter((r) => !restAccess.has(r))).toEqual([]);
    expect([...restAccess.keys()].filter((r) => !all.includes(r))).toEqual([]);
  });

  it.each(protectedRest.map((r) => [key(r), r] as const))(
    '%s: only staff get past the door',
    async (_k, route) => {
      const failures: string[] = [];
      for (const caller of callers) {
        const isRightful =
          caller.rightful && (restAccess.get(key(route)) !== 'admin' || caller.name === 'admin');
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
  const protectedMutations = mutations
    .filter((m) => restricted(gqlAccess.get(`Mutation.${m.name}`)))
    .map((m) => ({ ...m, access: gqlAccess.get(`Mutation.${m.name}`) }));
  const queryFields = Object.values(schema.getQueryType()!.getFields());
  const protectedQueries = queryFields
    .filter((f) => restricted(gqlAccess.get(`Query.${f.name}`)))
    .map((f) => {
      const defs = f.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const uses = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const sel = selectionFor(f.type);
      const variables: Record<string, unknown> = {};
      for (const a of f.args) if (a.type.toString().endsWith('!')) variables[a.name] = sampleValue(a.type);
      return {
        name: f.name,
        access: gqlAccess.get(`Query.${f.name}`),
        query: `query Q${defs ? `(${defs})` : ''} { ${f.name}${uses ? `(${uses})` : ''}${sel} }`,
        variables,
      };
    });

  it('finds the mutations and staff queries in the schema', () => {
    const names = mutations.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['createTag', 'updateHome', 'setBookingStatus']));
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
        const isRightful = caller.rightful && (call.access !== 'admin' || caller.name === 'admin');
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
