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

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (name: string): JsonSchema => ({ type: 'array', items: ref(name) });
export const pageOf = (name: string): JsonSchema => ({
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: arrayOf(name),
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
});

export const id = z.string().regex(/^[a-f0-9]{24}$/);
export const stamp = z.iso.datetime();
const error = z.object({
  error: z.object({
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
  /** Schema of `results` (or of the whole answer when `bare`). */
  results?: JsonSchema;
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
  results: { type: 'object' },
  bare: true,
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input; `fields` names each bad field',
  401: 'Missing, malformed, expired or wrong-kind token',
  403: 'Signed in without the right',
  404: 'Unknown id, slug or route',
  409: 'Slug already in use',
  410: 'The link was used already or has expired',
  413: 'Body or upload too large',
  415: 'Not an image',
  429: 'Too many failed sign-ins; see Retry-After',
};

/** `/api/tags/:id` -> `/api/tags/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operation(route: RouteDoc): JsonSchema {
  const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
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
  const codes = new Set<number>(route.errors ?? []);
  if (route.body || route.query || route.multipart) codes.add(400);
  if (route.access === 'staff' || route.access === 'admin') codes.add(401).add(403);
  if (pathParams.length) codes.add(404);
  const success = route.results ?? {};
  const responses: Record<string, JsonSchema> = {
    [String(route.status ?? 200)]: {
      description: route.status === 201 ? 'Created' : 'OK',
      content: {
        [route.produces ?? 'application/json']: {
          schema: route.bare
            ? success
            : { type: 'object', required: ['results'], properties: { results: success } },
        },
      },
    },
  };
  for (const code of [...codes].sort()) {
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

/** The OpenAPI 3.1 document of the REST API from every module's contract. */
export function buildOpenApiDocument(apis: ModuleApi[]): JsonSchema {
  const routes = [...apis.flatMap((a) => a.routes), docsRoute];
  const schemas: Record<string, z.ZodType> = { Error: error };
  for (const api of apis) Object.assign(schemas, api.schemas);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const key = toOpenApiPath(route.path);
    paths[key] ??= {};
    paths[key][route.method] = operation(route);
  }
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
      schemas: Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, fromZod(s)])),
    },
  };
}
