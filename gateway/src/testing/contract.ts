import { z } from 'zod';
import { answerSchema, findRoute } from '../lib/openapi.ts';
import { restRoutes } from '../modules/index.ts';

/**
 * Throws when a JSON answer of a documented REST route is not what /api/openapi.json says of its
 * status: the harness checks every answer the integration tests receive, so the document cannot
 * drift from what the routes send.
 */
export function checkDocumentedAnswer(method: string, url: string, status: number, body: unknown): void {
  const { pathname } = new URL(url, 'http://gateway');
  if (!pathname.startsWith('/api/')) return;
  const route = findRoute(restRoutes, method, pathname);
  if (!route) return;
  const where = `${method} ${pathname} answered ${status}`;
  const schema = answerSchema(route, status);
  if (!schema) throw new Error(`${where}, a status its OpenAPI description does not list`);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${where} unlike its OpenAPI description:\n${z.prettifyError(result.error)}`);
  }
}
