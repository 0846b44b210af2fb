// OpenAPI 3.1 from zod: the helpers each module's `<module>.openapi.ts` describes its routes with, and
// the document built from all of them (served by http/openapi.ts). No generator library: zod 4's own
// z.toJSONSchema converts the schemas; what is left maps our one route shape to an operation.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';
/** public: anyone; staff: an editor or admin bearer token; admin: an admin's; optional: anyone, staff see more. */
export type Access = 'public' | 'staff' | 'admin' | 'optional';

/** Request inputs are the very zod schemas the services parse with; `io: 'input'` describes what a client sends. */
export function fromZod(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const error = z.strictObject({
  error: z.strictObject({
    code: z.enum([
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'GONE',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'TOO_MANY_REQUESTS',
      'SERVICE_UNAVAILABLE',
      'INTERNAL_SERVER_ERROR',
    ]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Each invalid field, named' }),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'More about the refusal, e.g. `openSlots` when a slot is full' }),
    requestId: z.string(),
  }),
});

export interface RouteDoc {
  method: Method;
  /** Express syntax, as mounted: `/api/tags/:id`. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /** A component name of the JSON body. */
  body?: string;
  multipart?: boolean;
  query?: z.ZodObject;
  /** Schema of `results` (or of the whole answer when `bare`): the answer is checked against it in tests. */
  results: z.ZodType;
  bare?: boolean;
  status?: 200 | 201;
  /** Extra error answers beyond the ones implied by access, body and path parameters. */
  errors?: number[];
  /** Not JSON: the answer's media type. */
  produces?: string;
}

/** What a module adds to the document: its component schemas (by name) and its routes. */
export interface ModuleApi {
  schemas: Record<string, z.ZodType>;
  routes: RouteDoc[];
}

/** The document describes itself too (http/openapi.ts serves it, outside the modules). */
export const docsRoute: RouteDoc = {
  method: 'get',
  path: '/api/openapi.json',
  tag: 'docs',
  summary: 'This OpenAPI document',
  access: 'public',
  results: z.looseObject({}),
  bare: true,
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input; `fields` names each bad field',
  401: 'A malformed, expired or wrong-kind token (on any route), none on a staff route, or a wrong password',
  403: 'Signed in without the right',
  404: 'Unknown id, slug or route',
  409: 'A conflict: slug in use, slot full, changed meanwhile or past the cut-off',
  410: 'The link was used already or has expired',
  413: 'Body or upload too large',
  415: 'Not an image',
  429: 'Too many sign-ins or public form posts; see Retry-After',
  503: 'The database did not answer in time; try again',
};

/** `/api/tags/:id` -> `/api/tags/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathParamsOf = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** The error answers a route documents: those implied by its access, inputs and path, and its own. */
function errorCodes(route: RouteDoc): number[] {
  const codes = new Set<number>(route.errors ?? []);
  if (route.body || route.query || route.multipart) codes.add(400);
  if (route.body || route.multipart) codes.add(413);
  // On every route, public ones included: a bad token is refused (auth.middleware.ts), and a
  // database that stays away answers 503 (lib/errors.ts).
  codes.add(401).add(503);
  if (route.access === 'staff' || route.access === 'admin') codes.add(403);
  if (pathParamsOf(route.path).length) codes.add(404);
  return [...codes].sort();
}

const successes = new WeakMap<RouteDoc, z.ZodType>();
/** The whole success answer of a route; one object per route, so the document and the tests share it. */
function successSchema(route: RouteDoc): z.ZodType {
  let schema = successes.get(route);
  if (!schema) {
    schema = route.bare ? route.results : z.strictObject({ results: route.results });
    successes.set(route, schema);
  }
  return schema;
}

/**
 * The schema the document gives the answer of `route` with `status`, or undefined when the document
 * names no such answer: the success schema, or `Error` for a documented error status.
 */
export function answerSchema(route: RouteDoc, status: number): z.ZodType | undefined {
  if (status === (route.status ?? 200)) return successSchema(route);
  return errorCodes(route).includes(status) ? error : undefined;
}

/** The documented route an Express app would run for `method` and `pathname` (literal segments win). */
export function findRoute(routes: RouteDoc[], method: string, pathname: string): RouteDoc | undefined {
  const parts = pathname.split('/');
  let best: { route: RouteDoc; literals: number } | undefined;
  for (const route of [...routes, docsRoute]) {
    if (route.method !== method.toLowerCase()) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    if (!pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]))) continue;
    const literals = pattern.filter((p) => !p.startsWith(':')).length;
    if (!best || literals > best.literals) best = { route, literals };
  }
  return best?.route;
}

function operation(route: RouteDoc, success: JsonSchema): JsonSchema {
  const pathParams = pathParamsOf(route.path);
  const parameters: JsonSchema[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (route.query) {
    const json = fromZod(route.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
    }
  }
  const responses: Record<string, JsonSchema> = {
    [String(route.status ?? 200)]: {
      description: route.status === 201 ? 'Created' : 'OK',
      content: { [route.produces ?? 'application/json']: { schema: success } },
    },
  };
  for (const code of errorCodes(route)) {
    responses[String(code)] = {
      description: ERROR_TEXT[code] ?? 'Error',
      ...(code === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    ...(route.access === 'staff' || route.access === 'admin'
      ? { security: [{ bearerAuth: [] }] }
      : route.access === 'optional'
        ? { security: [{}, { bearerAuth: [] }] }
        : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ref(route.body) } } } }
      : {}),
    ...(route.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

const ROUTE_ID = '~route ';

/**
 * Every component and every route's success answer converted in one pass, so that a schema named
 * as a component is a `$ref` wherever an answer or another component uses it. `io: 'input'` is
 * the JSON side: a request as a client sends it, an answer as it is serialised (a stamp's string).
 */
function convert(schemas: Record<string, z.ZodType>, routes: RouteDoc[]) {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(schemas)) registry.add(schema, { id: name });
  routes.forEach((route, i) => {
    const schema = successSchema(route);
    if (!registry.has(schema)) registry.add(schema, { id: `${ROUTE_ID}${i}` });
  });
  const uri = (id: string) => `#/components/schemas/${id}`;
  const { schemas: converted } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    uri,
  }) as { schemas: Record<string, JsonSchema> };
  // Shared definitions would need a home of their own; every reused schema is inlined instead.
  if (converted.__shared) throw new Error('a schema was extracted outside the components');
  const clean = ({ $schema: _s, $id: _i, ...json }: JsonSchema): JsonSchema => json;
  const components = Object.fromEntries(Object.keys(schemas).map((name) => [name, clean(converted[name]!)]));
  const answers = routes.map((route, i) => {
    const id = registry.get(successSchema(route))!.id;
    return id.startsWith(ROUTE_ID) ? clean(converted[`${ROUTE_ID}${i}`]!) : ref(id);
  });
  return { components, answers };
}

/** The OpenAPI 3.1 document of the REST API from every module's contract. */
export function buildOpenApiDocument(apis: ModuleApi[]): JsonSchema {
  const routes = [...apis.flatMap((a) => a.routes), docsRoute];
  const schemas: Record<string, z.ZodType> = { Error: error };
  for (const api of apis) Object.assign(schemas, api.schemas);
  const { components, answers } = convert(schemas, routes);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  routes.forEach((route, i) => {
    const key = toOpenApiPath(route.path);
    paths[key] ??= {};
    paths[key][route.method] = operation(route, answers[i]!);
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Venue API',
      version: '1.0.0',
      description:
        'REST API of the venue website. Answers are `{ results }`, errors `{ error: { code, message, fields? } }`. ' +
        'Staff routes need `Authorization: Bearer <accessToken>` (15 minutes; renew with /api/auth/refreshToken). ' +
        'GraphQL (same services) lives at /graphql.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
  };
}
