import type { AddressInfo } from 'node:net';
import express, { Router, type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAppError } from '../../lib/errors.ts';
import type { RouteDoc } from '../../lib/openapi.ts';
import { accessGate } from './access-gate.ts';
import type { AuthUser } from './auth.types.ts';

// The gate on its own: the handlers below check nothing, so only the declared rule can refuse.
const doc = (method: RouteDoc['method'], path: string, access: RouteDoc['access']): RouteDoc => ({
  method,
  path,
  access,
  tag: 'things',
  summary: path,
  results: z.unknown(),
});
const docs = [
  doc('get', '/api/things/all', 'public'),
  doc('get', '/api/things/:id', 'staff'),
  doc('put', '/api/things/:id', 'admin'),
];

function thingsRouter(): Router {
  const router = Router();
  router.get('/all', (_req, res) => void res.json({ route: 'all' }));
  router.get('/:id', (_req, res) => void res.json({ route: 'one' }));
  router.put('/:id', (_req, res) => void res.json({ route: 'put' }));
  return router;
}

const users: Record<string, AuthUser> = {
  editor: { id: 'e', email: 'e@venue.test', role: 'editor' },
  admin: { id: 'a', email: 'a@venue.test', role: 'admin' },
};

let base = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    req.user = users[req.header('x-as') ?? ''];
    next();
  });
  const router = thingsRouter();
  app.use('/api/things', accessGate(router, '/api/things', docs), router);
  const toJson: ErrorRequestHandler = (err, _req, res, _next) => {
    const e = toAppError(err);
    res.status(e.status).json({ code: e.code });
  };
  app.use(toJson);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const call = async (method: string, path: string, as?: string) => {
  const res = await fetch(base + path, { method, headers: as ? { 'x-as': as } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};

describe('accessGate', () => {
  it('applies the rule of the route Express picks: /all is public though /:id is staff', async () => {
    expect(await call('GET', '/api/things/all')).toEqual({ status: 200, body: { route: 'all' } });
    expect(await call('GET', '/api/things/x')).toEqual({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await call('GET', '/api/things/x', 'editor')).toEqual({ status: 200, body: { route: 'one' } });
  });

  it('refuses an editor on an admin route and lets an admin through', async () => {
    expect(await call('PUT', '/api/things/x', 'editor')).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await call('PUT', '/api/things/x', 'admin')).toEqual({ status: 200, body: { route: 'put' } });
  });

  it('refuses to build when a route declares no access', () => {
    const router = thingsRouter();
    router.delete('/:id', (_req, res) => void res.end());
    expect(() => accessGate(router, '/api/things', docs)).toThrow(
      'DELETE /api/things/:id declares no access',
    );
  });
});
