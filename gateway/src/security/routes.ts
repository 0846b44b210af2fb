import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLOutputType,
  GraphQLSchema,
} from 'graphql';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

export interface RestRoute {
  method: string;
  path: string;
}

const join = (a: string, b: string) => `${a}/${b}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

function walk(stack: Layer[], prefix = ''): RestRoute[] {
  const found: RestRoute[] = [];
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') continue;
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== '_all')
          found.push({ method: method.toUpperCase(), path: join(prefix, layer.route.path) });
      }
    } else if (layer.handle?.stack && typeof layer.rawPath === 'string') {
      found.push(...walk(layer.handle.stack, join(prefix, layer.rawPath)));
    }
  }
  return found;
}

/** Every `/api` route registered on a freshly created app (walking nested Express routers). */
export function apiRoutes(): RestRoute[] {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-security-'));
  try {
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    });
    const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
    const seen = new Set<string>();
    return walk(stack).filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (!r.path.startsWith('/api/') || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const A_MISSING_ID = '64b7f0c2a1b2c3d4e5f60718';

/** Fills `:id`-style parameters with a well-formed id (or slug) that names nothing. */
export function concretePath(route: string, values: Record<string, string> = {}): string {
  return route.replace(
    /:(\w+)/g,
    (_m, name: string) =>
      values[name] ??
      (name === 'slug' ? 'no-such-slug' : name === 'file' ? 'nothing-480.webp' : A_MISSING_ID),
  );
}

// graphql is loaded twice here (ESM and CJS builds), which breaks its instanceof-based predicates:
// types are told apart by their toStringTag instead.
const tag = (t: unknown) => Object.prototype.toString.call(t).slice(8, -1);
const isNonNull = (t: unknown): t is { ofType: GraphQLInputType } => tag(t) === 'GraphQLNonNull';
const isList = (t: unknown): t is { ofType: GraphQLInputType } => tag(t) === 'GraphQLList';

/** The type under any NonNull/List wrappers. */
export function namedType(t: GraphQLInputType | GraphQLOutputType): unknown {
  let cur: unknown = t;
  while (isNonNull(cur) || isList(cur)) cur = cur.ofType;
  return cur;
}

/** ` { __typename }` when the field returns an object (a selection is required), else nothing. */
export function selectionFor(t: GraphQLOutputType): string {
  const k = tag(namedType(t));
  return k === 'GraphQLScalarType' || k === 'GraphQLEnumType' ? '' : ' { __typename }';
}

/** A well-typed value for a GraphQL input type (required fields only), so that variables coerce. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNull(type)) return sampleValue(type.ofType);
  if (isList(type)) return [sampleValue(type.ofType)];
  if (tag(type) === 'GraphQLEnumType') return (type as GraphQLEnumType).getValues()[0]?.value;
  if (tag(type) === 'GraphQLInputObjectType') {
    const out: Record<string, unknown> = {};
    for (const f of Object.values((type as GraphQLInputObjectType).getFields())) {
      if (isNonNull(f.type) && f.defaultValue === undefined) out[f.name] = sampleValue(f.type);
    }
    return out;
  }
  if (tag(type) === 'GraphQLScalarType') {
    switch ((type as { name: string }).name) {
      case 'ID':
        return A_MISSING_ID;
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2030-01-01T10:00:00.000Z';
      default:
        return 'x';
    }
  }
  return null;
}

export interface MutationCall {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  args: readonly GraphQLArgument[];
}

/** One document per mutation field: every argument as a variable, selecting only `__typename`. */
export function mutationCalls(schema: GraphQLSchema): MutationCall[] {
  const fields = schema.getMutationType()?.getFields() ?? {};
  return Object.values(fields).map((field: GraphQLField<unknown, unknown>) => {
    const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = selectionFor(field.type);
    const query = `mutation M${defs ? `(${defs})` : ''} { ${field.name}${uses ? `(${uses})` : ''}${selection} }`;
    const variables: Record<string, unknown> = {};
    for (const a of field.args) variables[a.name] = sampleValue(a.type);
    return { name: field.name, query, variables, args: field.args };
  });
}
