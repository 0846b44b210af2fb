import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '../graphql/access.ts';
import { typeDefs } from '../graphql/schema.ts';
import { runtimeConfig } from '../lib/runtime.ts';
import { createUser, login } from '../modules/auth/auth.service.ts';
import { UserModel } from '../modules/auth/user.model.ts';
import { useGateway } from '../testing/harness.ts';
import { restRoutes } from '../modules/index.ts';

const h = useGateway();

/** Every way of calling without a right to: each must be answered 401. */
const badTokens: Record<string, string | undefined> = {};
let adminToken = '';
let editorToken = '';

beforeAll(async () => {
  const admin = await h.signIn('admin');
  const editor = await h.signIn('editor');
  adminToken = admin.accessToken;
  editorToken = editor.accessToken;
  const claims = jwt.decode(admin.accessToken) as { sub: string; email: string; role: string };
  const gone = {
    email: `gone-${crypto.randomBytes(3).toString('hex')}@venue.test`,
    password: 'gone-password-1',
  };
  await createUser({ ...gone, role: 'admin' });
  const goneTokens = await login(gone);
  await UserModel.deleteOne({ email: gone.email });
  Object.assign(badTokens, {
    'no token': undefined,
    'a garbage token': 'garbage',
    'an expired token': jwt.sign(
      { sub: claims.sub, email: claims.email, role: claims.role, typ: 'access', jti: crypto.randomUUID() },
      runtimeConfig().jwt.accessSecret,
      { algorithm: 'HS256', expiresIn: -10 },
    ),
    'a token signed with another secret': jwt.sign(
      { sub: claims.sub, email: claims.email, role: 'admin', typ: 'access', jti: crypto.randomUUID() },
      crypto.randomBytes(32).toString('hex'),
      { algorithm: 'HS256', expiresIn: 60 },
    ),
    'a refresh token': admin.refreshToken,
    'the token of a deleted user': goneTokens.accessToken,
  });
});

const DUMMY_ID = '000000000000000000000000';
const fill = (path: string) => path.replace(/:id\b/g, DUMMY_ID).replace(/:([A-Za-z]+)/g, 'x');
const staffRoutes = restRoutes.filter((r) => r.access === 'staff' || r.access === 'admin');

describe('REST access matrix', () => {
  it('covers every staff route of the OpenAPI list', () => {
    expect(staffRoutes.length).toBeGreaterThan(20);
  });

  it('answers 401 to every staff route for every bad credential', async () => {
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      for (const [kind, token] of Object.entries(badTokens)) {
        const res = await h.api(fill(route.path), {
          method: route.method.toUpperCase(),
          body: route.method === 'get' ? undefined : {},
          token,
        });
        if (res.status !== 401)
          wrong.push(`${route.method.toUpperCase()} ${route.path} with ${kind}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets editors and admins past the access check of every staff route (admins only on admin routes)', async () => {
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      for (const [role, token] of [
        ['editor', editorToken],
        ['admin', adminToken],
      ] as const) {
        const res = await h.api(fill(route.path), {
          method: route.method.toUpperCase(),
          body: route.method === 'get' ? undefined : {},
          token,
        });
        if (route.access === 'admin' && role === 'editor') {
          if (res.status !== 403)
            wrong.push(`${route.method.toUpperCase()} ${route.path} as editor: ${res.status}`);
          continue;
        }
        // Dummy ids and empty bodies: 400 or 404 are expected; 401/403 (or a 5xx) are not.
        if (res.status === 401 || res.status === 403 || res.status >= 500)
          wrong.push(`${route.method.toUpperCase()} ${route.path} as ${role}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Each operation's rule, as its SDL declares it (`@access`). */
const declared = new Map(operationAccess(typeDefs).map((o) => [`${o.type}.${o.field}`, o.access]));
const restricted = (type: string, name: string) =>
  ['staff', 'admin'].includes(declared.get(`${type}.${name}`)!);

/** A value of the right type for every required argument, so that only access decides. */
function dummyValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) return [dummyValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = dummyValue(field.type);
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return DUMMY_ID;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2030-01-01T00:00:00.000Z';
      case 'JSON':
        return {};
      default:
        return 'x';
    }
  }
  return null;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, dummyValue(a.type)])),
  };
}

describe('GraphQL access matrix', () => {
  // The printed schema (CI keeps it current), read with this file's own graphql module: the
  // executable schema may come from graphql's other build, and its types fail graphql's realm checks.
  const schema = buildSchema(
    fs.readFileSync(path.join(import.meta.dirname, '../graphql/generated/schema.graphql'), 'utf8'),
  );
  const mutations = Object.values(schema.getMutationType()!.getFields()).filter((f) =>
    restricted('Mutation', f.name),
  );
  const queries = Object.values(schema.getQueryType()!.getFields()).filter((f) =>
    restricted('Query', f.name),
  );
  const operations = [
    ...mutations.map((f) => ({
      name: f.name,
      access: declared.get(`Mutation.${f.name}`),
      ...operationFor('mutation', f),
    })),
    ...queries.map((f) => ({
      name: f.name,
      access: declared.get(`Query.${f.name}`),
      ...operationFor('query', f),
    })),
  ];

  it('covers every staff mutation and query', () => {
    expect(mutations.length).toBeGreaterThan(20);
    expect(queries.map((q) => q.name)).toEqual(
      expect.arrayContaining([
        'me',
        'bookings',
        'inboxCounts',
        'contactMessages',
        'media',
        'outbox',
        'outboxMail',
      ]),
    );
  });

  it('refuses every staff operation with 401 UNAUTHENTICATED for every bad credential', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const [kind, token] of Object.entries(badTokens)) {
        const res = await h.gql(op.query, op.variables, token);
        const code = res.body.errors?.[0]?.extensions?.code;
        if (res.status !== 401 || code !== 'UNAUTHENTICATED')
          wrong.push(
            `${op.name} with ${kind}: ${res.status} ${code ?? JSON.stringify(res.body).slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets editors and admins past the access check of every staff operation', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const [role, token] of [
        ['editor', editorToken],
        ['admin', adminToken],
      ] as const) {
        const res = await h.gql(op.query, op.variables, token);
        const codes = (res.body.errors ?? []).map(
          (e: { extensions?: { code?: string } }) => e.extensions?.code,
        );
        if (op.access === 'admin' && role === 'editor') {
          if (!codes.includes('FORBIDDEN'))
            wrong.push(`${op.name} as editor: ${res.status} ${codes.join(',')}`);
          continue;
        }
        if (
          res.status >= 500 ||
          codes.some((c: string) => ['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR'].includes(c))
        )
          wrong.push(`${op.name} as ${role}: ${res.status} ${codes.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a bad token on a public read', () => {
  const publicReads = restRoutes.filter(
    (r) => r.access === 'public' && r.method === 'get' && !r.path.includes(':') && !r.path.endsWith('.json'),
  );

  it('answers 401, never a visitor’s answer, on REST and GraphQL', async () => {
    expect(publicReads.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const [kind, token] of Object.entries(badTokens)) {
      if (!token) continue;
      for (const route of publicReads) {
        const res = await h.api(route.path, { token });
        if (res.status !== 401 || res.body?.error?.code !== 'UNAUTHENTICATED')
          wrong.push(`GET ${route.path} with ${kind}: ${res.status}`);
      }
      const gql = await h.gql('{ events(page: 1, pageSize: 5) { total } }', undefined, token);
      if (gql.status !== 401 || gql.body?.errors?.[0]?.extensions?.code !== 'UNAUTHENTICATED')
        wrong.push(`GraphQL events with ${kind}: ${gql.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still answers visitors without a token and staff with a good one', async () => {
    for (const token of [undefined, editorToken]) {
      for (const route of publicReads)
        expect((await h.api(route.path, { token })).status, route.path).toBeLessThan(401);
      const gql = await h.gql('{ events(page: 1, pageSize: 5) { total } }', undefined, token);
      expect(gql.status).toBe(200);
    }
  });
});
