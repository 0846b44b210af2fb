import { Router, type RequestHandler } from 'express';
import type { Access, RouteDoc } from '../../lib/openapi.ts';
import { requireRole } from './access.ts';
import type { Role } from './auth.types.ts';

/** The role a declared access asks for; public and optional operations ask for none. */
export const ROLE_OF: Record<Access, Role | undefined> = {
  public: undefined,
  optional: undefined,
  staff: 'editor',
  admin: 'admin',
};

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/**
 * The door of a module's routes, from the access each declares in its OpenAPI entry: a router that
 * mirrors the module's routes in their order (so a request meets the rule of the very route Express
 * will pick) and refuses the callers that rule excludes before the module runs. Throws when a route
 * declares no access: an undeclared route would otherwise be public or private by accident.
 */
export function accessGate(router: Router, mount: string, docs: readonly RouteDoc[]): Router {
  const declared = new Map(docs.map((d) => [`${d.method} ${d.path}`, d.access]));
  const gate = Router();
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (!layer.route) continue;
    const path = layer.route.path;
    if (typeof path !== 'string')
      throw new Error(`${mount}: a route with a pattern path cannot declare access`);
    for (const method of Object.keys(layer.route.methods)) {
      const full = `${mount}${path}`.replace(/\/$/, '');
      const access = declared.get(`${method} ${full}`);
      if (!access)
        throw new Error(
          `${method.toUpperCase()} ${full} declares no access: give it one in its module's *.openapi.ts`,
        );
      const role = ROLE_OF[access];
      const check: RequestHandler = (req, _res, next) => {
        if (role) requireRole(req.user, role);
        next('router');
      };
      (gate as unknown as Record<string, (p: string, h: RequestHandler) => void>)[method]!(path, check);
    }
  }
  return gate;
}
