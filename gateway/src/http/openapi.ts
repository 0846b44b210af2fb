import { Router, type Express } from 'express';
import type SwaggerUi from 'swagger-ui-express';
import { z } from 'zod';
import { lazyRequire } from '../lib/lazy.ts';
import { areaInput, areaReorder, areaUpdate } from '../modules/areas/areas.schemas.ts';
import { changePasswordInput, loginInput, refreshInput } from '../modules/auth/auth.schemas.ts';
import {
  BOOKING_STATUSES,
  bookingInput,
  bookingListQuery,
  bookingStatusInput,
} from '../modules/bookings/bookings.schemas.ts';
import {
  contactHandledInput,
  contactListQuery,
  contactMessageInput,
} from '../modules/contact/contact.schemas.ts';
import { eventInput, eventListQuery, eventUpdate } from '../modules/events/events.schemas.ts';
import { homeInput } from '../modules/home/home.schemas.ts';
import { introductionInput } from '../modules/intro/intro.schemas.ts';
import { imageInput, mediaListInput } from '../modules/media/media.schemas.ts';
import { newsInput, newsListQuery, newsUpdate } from '../modules/news/news.schemas.ts';
import { headQuery, headShape } from '../modules/seo/seo.schemas.ts';
import { tagInput, tagUpdate } from '../modules/tags/tags.schemas.ts';

type JsonSchema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';
/** public: anyone; staff: an editor or admin bearer token; optional: anyone, staff see more. */
type Access = 'public' | 'staff' | 'optional';

/** Request inputs are the very zod schemas the services parse with; `io: 'input'` describes what a client sends. */
function fromZod(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: string): JsonSchema => ({ type: 'array', items: ref(name) });
const pageOf = (name: string): JsonSchema => ({
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: arrayOf(name),
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
});

// Answer shapes (what the services return); inputs come from the modules' own schemas below.
const id = z.string().regex(/^[a-f0-9]{24}$/);
const stamp = z.iso.datetime();
const image = imageInput;
const publishStatus = z.enum(['draft', 'published']);
const tag = z.object({ _id: id, nameVi: z.string(), nameEn: z.string(), slug: z.string() });
const area = z.object({
  _id: id,
  slug: z.string(),
  name: z.string().meta({ description: 'The Vietnamese name, as documented' }),
  nameVi: z.string(),
  nameEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  descriptionVi: z.string().meta({ description: 'Sanitised HTML' }),
  descriptionEn: z.string().meta({ description: 'Sanitised HTML' }),
  cover: image.nullable(),
  gallery: z.array(image),
  order: z.number().int(),
  createdAt: stamp,
  updatedAt: stamp,
});
const content = {
  _id: id,
  slug: z.string(),
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  contentVi: z.string().meta({ description: 'Sanitised HTML' }),
  contentEn: z.string().meta({ description: 'Sanitised HTML' }),
  cover: image.nullable(),
  tags: z.array(tag),
  status: publishStatus,
  publishedAt: stamp.nullable(),
  featured: z.boolean(),
  scheduled: z.boolean().meta({ description: 'Published with a publishedAt still in the future' }),
  createdAt: stamp,
  updatedAt: stamp,
};
const event = z.object({
  ...content,
  gallery: z.array(image),
  startAt: stamp,
  endAt: stamp.nullable(),
  areaId: id.nullable(),
  area: area.nullable(),
  tagIds: z.array(id),
  priceVi: z.string(),
  priceEn: z.string(),
  bookingEnabled: z.boolean(),
});
const news = z.object({ ...content, tagIds: z.array(id) });
const home = z.object({
  logoHeader: image.nullable(),
  logoFooter: image.nullable(),
  map: z.string().meta({ description: 'Map embed HTML: only an <iframe> from an allowed map host' }),
  address: z.string().meta({ description: 'A | is a line break on screen' }),
  phone: z.string(),
  email: z.string(),
  link: z.object({ facebook: z.string(), zalo: z.string(), hotline: z.string(), whatsapp: z.string() }),
  slides: z.array(
    z.object({ image: image.nullable(), captionVi: z.string(), captionEn: z.string(), link: z.string() }),
  ),
  seo: z.object({
    titleVi: z.string(),
    titleEn: z.string(),
    descriptionVi: z.string(),
    descriptionEn: z.string(),
  }),
  updatedAt: stamp.nullable(),
});
const introduction = z.object({
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  contentVi: z.string(),
  contentEn: z.string(),
  images: z.array(image),
  updatedAt: stamp.nullable(),
});
const booking = z.object({
  _id: id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  date: z.string().meta({ description: 'YYYY-MM-DD, venue calendar (Asia/Ho_Chi_Minh)' }),
  timeSlot: z.string().meta({ description: 'HH:mm' }),
  guests: z.number().int().min(1).max(50),
  areaId: id.nullable(),
  eventId: id.nullable(),
  note: z.string(),
  language: z.enum(['vi', 'en']),
  status: z.enum(BOOKING_STATUSES),
  createdAt: stamp,
  updatedAt: stamp,
});
const contactMessage = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: stamp,
  updatedAt: stamp,
});
const media = z.object({
  _id: id,
  public_id: z.string(),
  secure_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().optional(),
  createdAt: stamp,
});
const user = z.object({ id, email: z.string(), role: z.enum(['admin', 'editor']) });
const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
const error = z.object({
  error: z.object({
    code: z.enum([
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
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

const componentSchemas: Record<string, z.ZodType> = {
  Image: image,
  Tag: tag,
  Area: area,
  Event: event,
  News: news,
  Home: home,
  Introduction: introduction,
  Booking: booking,
  ContactMessage: contactMessage,
  Media: media,
  User: user,
  TokenPair: tokenPair,
  Error: error,
  TagInput: tagInput,
  TagUpdate: tagUpdate,
  AreaInput: areaInput,
  AreaUpdate: areaUpdate,
  AreaReorder: areaReorder,
  EventInput: eventInput,
  EventUpdate: eventUpdate,
  NewsInput: newsInput,
  NewsUpdate: newsUpdate,
  HomeInput: homeInput,
  IntroductionInput: introductionInput,
  BookingInput: bookingInput,
  BookingStatusInput: bookingStatusInput,
  ContactMessageInput: contactMessageInput,
  ContactHandledInput: contactHandledInput,
  LoginInput: loginInput,
  RefreshInput: refreshInput,
  ChangePasswordInput: changePasswordInput,
};

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

/** Every REST route of the gateway. The openapi test fails when a registered route is missing here. */
export const restRoutes: RouteDoc[] = [
  // auth
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'auth',
    summary: 'Sign in',
    access: 'public',
    body: 'LoginInput',
    results: ref('TokenPair'),
    bare: true,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/refreshToken',
    tag: 'auth',
    summary:
      'Rotate a refresh token into a new pair (same successor for concurrent calls within a few seconds; reuse after that revokes the session)',
    access: 'public',
    body: 'RefreshInput',
    results: ref('TokenPair'),
    bare: true,
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'auth',
    summary: 'Revoke the session family of a refresh token',
    access: 'public',
    body: 'RefreshInput',
    results: { type: 'object', properties: { ok: { const: true } } },
    bare: true,
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'auth',
    summary: 'The signed-in user',
    access: 'staff',
    results: ref('User'),
  },
  {
    method: 'post',
    path: '/api/auth/password',
    tag: 'auth',
    summary: "Change the signed-in user's password: ends every session, answers a fresh pair",
    access: 'staff',
    body: 'ChangePasswordInput',
    results: ref('TokenPair'),
    bare: true,
    errors: [429],
  },
  // tags
  {
    method: 'get',
    path: '/api/tags/all',
    tag: 'tags',
    summary: 'All tags',
    access: 'public',
    results: arrayOf('Tag'),
  },
  {
    method: 'get',
    path: '/api/tags/:id',
    tag: 'tags',
    summary: 'One tag',
    access: 'public',
    results: ref('Tag'),
  },
  {
    method: 'post',
    path: '/api/tags/create',
    tag: 'tags',
    summary: 'Create a tag',
    access: 'staff',
    body: 'TagInput',
    results: ref('Tag'),
    status: 201,
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/tags/:id',
    tag: 'tags',
    summary: 'Update a tag',
    access: 'staff',
    body: 'TagUpdate',
    results: ref('Tag'),
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/tags/delete/:id',
    tag: 'tags',
    summary: 'Delete a tag (soft)',
    access: 'staff',
    results: ref('Tag'),
  },
  // areas
  {
    method: 'get',
    path: '/api/areas/all',
    tag: 'areas',
    summary: 'All areas in display order',
    access: 'public',
    results: arrayOf('Area'),
  },
  {
    method: 'get',
    path: '/api/areas/slug/:slug',
    tag: 'areas',
    summary: 'One area by slug',
    access: 'public',
    results: ref('Area'),
  },
  {
    method: 'post',
    path: '/api/areas/create',
    tag: 'areas',
    summary: 'Create an area',
    access: 'staff',
    body: 'AreaInput',
    results: ref('Area'),
    status: 201,
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/areas/reorder',
    tag: 'areas',
    summary: 'Set the display order',
    access: 'staff',
    body: 'AreaReorder',
    results: arrayOf('Area'),
  },
  {
    method: 'put',
    path: '/api/areas/:id',
    tag: 'areas',
    summary: 'Update an area',
    access: 'staff',
    body: 'AreaUpdate',
    results: ref('Area'),
    errors: [409],
  },
  {
    method: 'delete',
    path: '/api/areas/delete/:id',
    tag: 'areas',
    summary: 'Delete an area',
    access: 'staff',
    results: ref('Area'),
  },
  // home and introduction
  {
    method: 'get',
    path: '/api/home/all',
    tag: 'home',
    summary: 'Homepage general data',
    access: 'public',
    results: ref('Home'),
  },
  {
    method: 'put',
    path: '/api/home/update',
    tag: 'home',
    summary: 'Update the homepage general data',
    access: 'staff',
    body: 'HomeInput',
    results: ref('Home'),
  },
  {
    method: 'get',
    path: '/api/intro',
    tag: 'intro',
    summary: 'The introduction',
    access: 'public',
    results: ref('Introduction'),
  },
  {
    method: 'put',
    path: '/api/intro/update',
    tag: 'intro',
    summary: 'Update the introduction',
    access: 'staff',
    body: 'IntroductionInput',
    results: ref('Introduction'),
  },
  // events
  {
    method: 'get',
    path: '/api/events/all',
    tag: 'events',
    summary: 'Events, filtered and paginated (staff also see drafts)',
    access: 'optional',
    query: eventListQuery,
    results: pageOf('Event'),
  },
  {
    method: 'get',
    path: '/api/events/slug/:slug',
    tag: 'events',
    summary: 'One event by slug (staff may open drafts)',
    access: 'optional',
    results: ref('Event'),
  },
  {
    method: 'post',
    path: '/api/events/create',
    tag: 'events',
    summary: 'Create an event',
    access: 'staff',
    body: 'EventInput',
    results: ref('Event'),
    status: 201,
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/events/:id',
    tag: 'events',
    summary: 'Update an event',
    access: 'staff',
    body: 'EventUpdate',
    results: ref('Event'),
    errors: [409],
  },
  {
    method: 'delete',
    path: '/api/events/delete/:id',
    tag: 'events',
    summary: 'Delete an event',
    access: 'staff',
    results: ref('Event'),
  },
  {
    method: 'put',
    path: '/api/events/publish/:id',
    tag: 'events',
    summary: 'Publish an event',
    access: 'staff',
    results: ref('Event'),
  },
  {
    method: 'put',
    path: '/api/events/unpublish/:id',
    tag: 'events',
    summary: 'Back to draft',
    access: 'staff',
    results: ref('Event'),
  },
  // news
  {
    method: 'get',
    path: '/api/news/all',
    tag: 'news',
    summary: 'News, filtered and paginated (staff also see drafts)',
    access: 'optional',
    query: newsListQuery,
    results: pageOf('News'),
  },
  {
    method: 'get',
    path: '/api/news/slug/:slug',
    tag: 'news',
    summary: 'One news post by slug (staff may open drafts)',
    access: 'optional',
    results: ref('News'),
  },
  {
    method: 'post',
    path: '/api/news/create',
    tag: 'news',
    summary: 'Create a news post',
    access: 'staff',
    body: 'NewsInput',
    results: ref('News'),
    status: 201,
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/news/:id',
    tag: 'news',
    summary: 'Update a news post',
    access: 'staff',
    body: 'NewsUpdate',
    results: ref('News'),
    errors: [409],
  },
  {
    method: 'delete',
    path: '/api/news/delete/:id',
    tag: 'news',
    summary: 'Delete a news post',
    access: 'staff',
    results: ref('News'),
  },
  {
    method: 'put',
    path: '/api/news/publish/:id',
    tag: 'news',
    summary: 'Publish a news post',
    access: 'staff',
    results: ref('News'),
  },
  {
    method: 'put',
    path: '/api/news/unpublish/:id',
    tag: 'news',
    summary: 'Back to draft',
    access: 'staff',
    results: ref('News'),
  },
  // media
  {
    method: 'post',
    path: '/api/media/upload',
    tag: 'media',
    summary: 'Upload an image (≤ 10 MB, checked by content; stored as WebP at 480/960/1600 px)',
    access: 'staff',
    multipart: true,
    results: ref('Image'),
    status: 201,
    errors: [413, 415],
  },
  {
    method: 'get',
    path: '/api/media/all',
    tag: 'media',
    summary: 'The media library, newest first',
    access: 'staff',
    query: mediaListInput,
    results: pageOf('Media'),
  },
  {
    method: 'get',
    path: '/api/media',
    tag: 'media',
    summary: 'The media library (alias of /api/media/all)',
    access: 'staff',
    query: mediaListInput,
    results: pageOf('Media'),
  },
  // bookings
  {
    method: 'post',
    path: '/api/bookings/create',
    tag: 'bookings',
    summary: 'Book a visit (public form)',
    access: 'public',
    body: 'BookingInput',
    results: ref('Booking'),
    status: 201,
  },
  {
    method: 'get',
    path: '/api/bookings/all',
    tag: 'bookings',
    summary: 'Bookings, newest first',
    access: 'staff',
    query: bookingListQuery,
    results: pageOf('Booking'),
  },
  {
    method: 'put',
    path: '/api/bookings/status/:id',
    tag: 'bookings',
    summary: 'Confirm or cancel a booking',
    access: 'staff',
    body: 'BookingStatusInput',
    results: ref('Booking'),
  },
  // contact
  {
    method: 'post',
    path: '/api/contact/create',
    tag: 'contact',
    summary: 'Send a message (public form)',
    access: 'public',
    body: 'ContactMessageInput',
    results: ref('ContactMessage'),
    status: 201,
  },
  {
    method: 'get',
    path: '/api/contact/all',
    tag: 'contact',
    summary: 'Contact messages, newest first',
    access: 'staff',
    query: contactListQuery,
    results: pageOf('ContactMessage'),
  },
  {
    method: 'put',
    path: '/api/contact/handled/:id',
    tag: 'contact',
    summary: 'Mark a message handled (or not)',
    access: 'staff',
    body: 'ContactHandledInput',
    results: ref('ContactMessage'),
  },
  // seo
  {
    method: 'get',
    path: '/api/seo/head',
    tag: 'seo',
    summary: "A public page's head (title, description, canonical, alternates, image, JSON-LD, status)",
    access: 'public',
    query: headQuery,
    results: fromZod(headShape),
  },
  // this document
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'docs',
    summary: 'This OpenAPI document',
    access: 'public',
    results: { type: 'object' },
    bare: true,
  },
];

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input; `fields` names each bad field',
  401: 'Missing, malformed, expired or wrong-kind token',
  403: 'Signed in without the right',
  404: 'Unknown id, slug or route',
  409: 'Slug already in use',
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
  if (route.access === 'staff') codes.add(401).add(403);
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
    ...(route.access === 'staff'
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

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 document of the REST API, generated from the modules' zod schemas. */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of restRoutes) {
    const key = toOpenApiPath(route.path);
    paths[key] ??= {};
    paths[key][route.method] = operation(route);
  }
  cached = {
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
    tags: [...new Set(restRoutes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(Object.entries(componentSchemas).map(([name, s]) => [name, fromZod(s)])),
    },
  };
  return cached;
}

/**
 * `GET /api/openapi.json` and the browsable page at `/api/docs`. Swagger UI's assets are served
 * from the installed package ('self' in the CSP); the online validator badge is switched off so
 * that the page loads nothing from elsewhere.
 */
export function mountApiDocs(app: Express): void {
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  // Swagger UI is mounted by the first visit to the page: readers never load it.
  const swaggerUi = lazyRequire<typeof SwaggerUi>('swagger-ui-express');
  let docs: Router | undefined;
  app.use('/api/docs', (req, res, next) => {
    docs ??= Router().use(
      swaggerUi().serve,
      swaggerUi().setup(undefined, {
        customSiteTitle: 'Venue API',
        swaggerOptions: { url: '/api/openapi.json', validatorUrl: null },
      }),
    );
    docs(req, res, next);
  });
}
