import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../graphql/context.ts';
import { errorHandler } from '../http/errors.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { attachUser } from '../modules/auth/auth.middleware.ts';
import { operationAccess } from '../graphql/access.ts';
import { buildSchema, typeDefs } from '../graphql/schema.ts';
import { docsRoute, type Access } from '../lib/openapi.ts';
import { runtimeConfig } from '../lib/runtime.ts';
import { UserModel } from '../modules/auth/user.model.ts';
import { modules, restRoutes as restDeclared } from '../modules/index.ts';
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

/**
 * Defence in depth: the same calls with the declared doors taken away (the module routers alone
 * behind attachUser; the resolvers as the modules export them), so the services' own checks must
 * refuse the same callers the declarations do.
 */
describe('the services refuse on their own, as declared', () => {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(express.json(), attachUser);
    for (const m of modules) if (m.rest) app.use(`/api/${m.rest.path}`, m.rest.router);
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it.each(protectedRest.map((r) => [key(r), r] as const))('REST %s', async (_k, route) => {
    const failures: string[] = [];
    for (const caller of callers) {
      const isRightful =
        caller.rightful && (restAccess.get(key(route)) !== 'admin' || caller.name === 'admin');
      const res = await fetch(base + concretePath(route.path), {
        method: route.method,
        headers: {
          'content-type': 'application/json',
          ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      const refused = res.status === 401 || res.status === 403;
      if (isRightful === refused) failures.push(`${caller.name}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  const schema = buildSchema();
  const raw = new Map<string, (...a: unknown[]) => unknown>();
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m.graphql?.resolvers ?? {})) {
      if (!['Query', 'Mutation', 'Subscription'].includes(type)) continue;
      for (const [name, r] of Object.entries(fields as Record<string, any>))
        raw.set(`${type}.${name}`, typeof r === 'function' ? r : r.subscribe);
    }
  }
  const restrictedOps = operationAccess(typeDefs).filter((o) => restricted(o.access));
  const argsOf = (type: string, field: string) => {
    const t =
      type === 'Query' ? schema.getQueryType() : type === 'Mutation' ? schema.getMutationType() : null;
    const args = t?.getFields()[field]?.args ?? [];
    return Object.fromEntries(args.map((a) => [a.name, a.defaultValue ?? sampleValue(a.type)]));
  };
  const roles = { editor: 'editor', admin: 'admin' } as const;
  type Claims = { sub: string; email: string; role: 'editor' | 'admin' };

  it.each(restrictedOps.map((o) => [`${o.type}.${o.field}`, o] as const))('GraphQL %s', async (name, op) => {
    const resolver = raw.get(name);
    expect(resolver, 'a resolver of a module').toBeDefined();
    const failures: string[] = [];
    for (const role of [undefined, roles.editor, roles.admin]) {
      // The signed-in staff of the callers above (some services look their account up).
      const claims = role && (jwt.decode(callers.find((c) => c.name === role)!.token!) as Claims);
      const user = claims && { id: claims.sub, email: claims.email, role: claims.role };
      const isRightful = role !== undefined && (op.access !== 'admin' || role === 'admin');
      const code = await Promise.resolve()
        .then(() => resolver!(null, argsOf(op.type, op.field), createContext(user), {}))
        .then(
          () => 'answered',
          (e: { code?: string }) => e.code ?? 'another error',
        );
      const refused = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN';
      if (isRightful === refused) failures.push(`${role ?? 'no user'}: ${code}`);
    }
    expect(failures).toEqual([]);
  });

  // The other way: what is declared open must not be refused for want of a role by its service
  // (a refusal of the input's own credentials, as login's or a preview token's, is not one: those
  // say why; requireRole's refusals are the bare defaults).
  const roleRefusal = (code?: string, message?: string) =>
    [unauthenticated(), forbidden()].some((e) => e.code === code && e.message === message);
  const openRest = restRoutes.filter(
    (r) => !restricted(restAccess.get(key(r))) && r.path !== '/api/openapi.json',
  );

  it('REST: no public or optional route asks its caller for a role', async () => {
    expect(openRest.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of openRest) {
      const res = await fetch(base + concretePath(route.path), {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      const body = (await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
      if (res.status >= 500 || roleRefusal(body.error?.code, body.error?.message))
        failures.push(`${key(route)}: ${res.status} ${body.error?.message ?? ''}`);
    }
    expect(failures).toEqual([]);
  });

  it('GraphQL: no public or optional operation asks its caller for a role', async () => {
    const open = operationAccess(typeDefs).filter(
      (o) => !restricted(o.access) && raw.has(`${o.type}.${o.field}`),
    );
    expect(open.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const op of open) {
      const outcome = await Promise.resolve()
        .then(() =>
          raw.get(`${op.type}.${op.field}`)!(null, argsOf(op.type, op.field), createContext(undefined), {}),
        )
        .then(
          () => undefined,
          (e: { code?: string; message?: string }) => e,
        );
      if (roleRefusal(outcome?.code, outcome?.message))
        failures.push(`${op.type}.${op.field}: ${outcome?.code}`);
    }
    expect(failures).toEqual([]);
  });
});
