import crypto from 'node:crypto';
import { expect } from 'vitest';
import { now } from '../lib/clock.ts';
import type { Harness } from './harness.ts';

// Helpers for the tests of publishable content over REST (events, news): clock offsets, unique
// names, and the requests every such collection answers alike.

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** An ISO time `offsetMs` from the gateway's clock. */
export const at = (offsetMs: number) => new Date(now() + offsetMs).toISOString();
export const uid = () => crypto.randomBytes(3).toString('hex');
/** The slugs of a list answer, in order. */
export const slugs = (res: { body: any }) => res.body.results.items.map((e: { slug: string }) => e.slug);

/** Creates a tag (as the given editor) and answers it. */
export async function createTag(
  h: Harness,
  token: string,
  body: { nameVi?: string; nameEn?: string } = {},
): Promise<{ _id: string; slug: string; nameVi: string }> {
  const res = await h.api('/api/tags/create', { body: { nameVi: `Thẻ ${uid()}`, ...body }, token });
  expect(res.status).toBe(201);
  return res.body.results;
}

/** `POST {base}/create` with `defaults` under the body; expects 201 and answers the item. */
export async function createItem(
  h: Harness,
  token: string,
  base: string,
  body: Record<string, unknown>,
  defaults: Record<string, unknown>,
) {
  const res = await h.api(`${base}/create`, { body: { ...defaults, ...body }, token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.results;
}

/** Every write of a collection for the item `id`, as [method, path, body]. */
export const writeCalls = (base: string, id: string, createBody: unknown): [string, string, unknown?][] => [
  ['POST', `${base}/create`, createBody],
  ['PUT', `${base}/${id}`, { titleVi: 'y' }],
  ['DELETE', `${base}/delete/${id}`],
  ['PUT', `${base}/publish/${id}`],
  ['PUT', `${base}/unpublish/${id}`],
];

/** Update, delete, publish and unpublish of an unknown or malformed id answer 404. */
export async function expectUnknownIds(
  h: Harness,
  token: string,
  base: string,
  ids: string[],
): Promise<void> {
  for (const id of ids) {
    expect((await h.api(`${base}/${id}`, { method: 'PUT', body: { titleVi: 'x' }, token })).status).toBe(404);
    expect((await h.api(`${base}/delete/${id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await h.api(`${base}/publish/${id}`, { method: 'PUT', token })).status).toBe(404);
    expect((await h.api(`${base}/unpublish/${id}`, { method: 'PUT', token })).status).toBe(404);
  }
}
