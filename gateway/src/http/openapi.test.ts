import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { checkDocumentedAnswer } from '../testing/contract.ts';
import { useGateway } from '../testing/harness.ts';
import { buildOpenApiDocument, toOpenApiPath } from '../lib/openapi.ts';
import { moduleApis, restRoutes } from '../modules/index.ts';

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

const join = (a: string, b: string) => `${a}/${b}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Every route registered on the Express app, as `METHOD /full/path`, walking nested routers. */
function registeredRoutes(stack: Layer[], prefix = ''): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const routePath = layer.route.path;
      if (typeof routePath !== 'string') {
        // A pattern route (the SPA fallback) cannot be documented; it must stay outside /api.
        expect(prefix.startsWith('/api'), `pattern route under ${prefix}`).toBe(false);
        continue;
      }
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== '_all') found.push(`${method.toUpperCase()} ${join(prefix, routePath)}`);
      }
    } else if (layer.handle?.stack) {
      const mount = layer.rawPath;
      expect(typeof mount, `a router mounted at a non-string path under ${prefix}`).toBe('string');
      found.push(...registeredRoutes(layer.handle.stack, join(prefix, mount as string)));
    }
  }
  return found;
}

function apiRoutes(): string[] {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-openapi-'));
  try {
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    });
    const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
    return [...new Set(registeredRoutes(stack).filter((r) => / \/api(\/|$)/.test(r)))].sort();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
  components: { schemas: Record<string, unknown> };
};

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument(moduleApis) as Doc;

  it('describes every REST route registered on the app', () => {
    const routes = apiRoutes();
    // The walk itself must see the routers, or this test could not fail.
    expect(routes).toContain('POST /api/tags/create');
    expect(routes).toContain('GET /api/openapi.json');
    expect(routes.length).toBeGreaterThan(30);
    const undocumented = routes.filter((r) => {
      const [method, route] = r.split(' ') as [string, string];
      return !doc.paths[toOpenApiPath(route)]?.[method.toLowerCase()];
    });
    expect(undocumented, "routes missing from their module's <module>.openapi.ts").toEqual([]);
  });

  it('documents no route that does not exist', () => {
    const routes = new Set(apiRoutes());
    const stale = restRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((r) => !routes.has(r));
    expect(stale).toEqual([]);
  });

  it('is OpenAPI 3.1 with every $ref resolving to a component', () => {
    expect(doc.openapi).toBe('3.1.0');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(refs.length).toBeGreaterThan(20);
    for (const name of new Set(refs)) expect(doc.components.schemas, name).toHaveProperty(name);
  });

  it('takes request bodies from the zod schemas, with their limits', () => {
    const booking = doc.components.schemas.BookingInput as {
      properties: Record<string, { minimum?: number; maximum?: number; pattern?: string }>;
      required: string[];
    };
    expect(booking.properties.guests).toMatchObject({ minimum: 1, maximum: 50 });
    expect(booking.required).toEqual(
      expect.arrayContaining(['name', 'phone', 'email', 'date', 'timeSlot', 'guests']),
    );
    expect(booking.required).not.toContain('note');
    const contact = doc.components.schemas.ContactMessageInput as {
      properties: Record<string, { maxLength?: number }>;
    };
    expect(contact.properties.message!.maxLength).toBe(5000);
  });

  it('marks staff routes with bearer auth and their 401/403 answers', () => {
    const list = doc.paths['/api/bookings/all']!.get!;
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const create = doc.paths['/api/bookings/create']!.post!;
    expect(create.security).toBeUndefined();
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400']));
    expect(Object.keys(doc.paths['/api/auth/login']!.post!.responses)).toContain('429');
  });
});

describe('answers against the document', () => {
  const id = '6b09c1ca1fed7be35b3b54da';
  const booking = {
    _id: id,
    name: 'Lan',
    phone: '0901234567',
    email: 'lan@example.com',
    date: '2030-01-02',
    timeSlot: '19:00',
    guests: 2,
    areaId: null,
    eventId: null,
    note: '',
    language: 'vi',
    status: 'confirmed',
    mailHeld: false,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
  };
  const check = (status: number, body: unknown) => () =>
    checkDocumentedAnswer('PUT', `/api/bookings/status/${id}`, status, body);

  it('documents every field a booking and a message are answered with', () => {
    const doc = buildOpenApiDocument(moduleApis) as Doc;
    const fields = (name: string) => Object.keys((doc.components.schemas[name] as any).properties);
    // The create's answer adds manageUrl, the visitor's link.
    expect(fields('Booking')).toEqual([
      ...Object.keys(booking).slice(0, -2),
      'manageUrl',
      'createdAt',
      'updatedAt',
    ]);
    expect(fields('ContactMessage')).toEqual(expect.arrayContaining(['language', 'mailHeld']));
  });

  it('takes an answer as documented, for its success and its error statuses', () => {
    expect(check(200, { results: booking })).not.toThrow();
    const notFound = { error: { code: 'NOT_FOUND', message: 'Booking not found', requestId: 'r1' } };
    expect(check(404, notFound)).not.toThrow();
  });

  it('refuses a missing field, an undeclared one, a wrong type and an undocumented status', () => {
    const { mailHeld: _gone, ...withoutMailHeld } = booking;
    expect(check(200, { results: withoutMailHeld })).toThrow(/results\.mailHeld/);
    expect(check(200, { results: { ...booking, secret: 1 } })).toThrow(/Unrecognized key: "secret"/);
    expect(check(200, { results: { ...booking, createdAt: 'yesterday' } })).toThrow(/createdAt/);
    expect(check(200, { results: booking, extra: true })).toThrow(/extra/);
    expect(check(410, { error: { code: 'GONE', message: 'x', requestId: 'r' } })).toThrow(/does not list/);
    // A route's literal segment wins over a parameter, as in Express: /api/tags/all is a list.
    expect(() => checkDocumentedAnswer('GET', '/api/tags/all', 200, { results: [] })).not.toThrow();
    expect(() => checkDocumentedAnswer('GET', '/api/tags/all', 200, { results: {} })).toThrow();
  });
});

describe('OpenAPI over HTTP', () => {
  const h = useGateway();

  it('serves the document at /api/openapi.json', async () => {
    const res = await h.api('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(moduleApis))));
  });

  it('serves Swagger UI at /api/docs from local assets under the CSP', async () => {
    const res = await fetch(`${h.url}/api/docs/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('swagger-ui');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    // Every script is a local file (no inline code, which the CSP would block) and loads.
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    const scripts = [...html.matchAll(/<script src="\.\/([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toContain('swagger-ui-init.js');
    for (const script of scripts) {
      const asset = await fetch(`${h.url}/api/docs/${script}`);
      expect(asset.status, script).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
    }
    const init = await (await fetch(`${h.url}/api/docs/swagger-ui-init.js`)).text();
    expect(init).toContain('/api/openapi.json');
  });
});
