import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, isAdminPath } from '@gateway/lib/site-paths.ts';
import { routes } from './router.tsx';

/** The route that renders `pathname`: the deepest match, or undefined when nothing does. */
const leafFor = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

describe('the admin paths registry', () => {
  it('routes every admin path to its own page, never to the not-found page', () => {
    const patterns: string[] = Object.values(ADMIN_PATHS);
    for (const [name, pattern] of Object.entries(ADMIN_PATHS)) {
      // The two inbox addresses are served by the inbox's `:box` pattern, the others by their own.
      const leaf = leafFor(pattern.replace(':box', 'bookings'));
      expect(patterns, name).toContain(leaf?.path);
      if (!pattern.startsWith('/admin/inbox/')) expect(leaf?.path, name).toBe(pattern);
      expect((leaf?.handle as { load?: unknown } | undefined)?.load, name).toBeTypeOf('function');
    }
  });

  it('keeps the admin area under /admin and the spec routes as the spec spells them', () => {
    for (const pattern of Object.values(ADMIN_PATHS)) expect(isAdminPath(pattern), pattern).toBe(true);
    expect([
      ADMIN_PATHS.signIn,
      ADMIN_PATHS.general,
      ADMIN_PATHS.introduction,
      ADMIN_PATHS.discover,
      ADMIN_PATHS.events,
      ADMIN_PATHS.news,
    ]).toEqual([
      '/admin',
      '/admin/general',
      '/admin/instroduct',
      '/admin/discover',
      '/admin/events',
      '/admin/news',
    ]);
  });
});
