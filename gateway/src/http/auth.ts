import type { NextFunction, Request, Response } from 'express';
import { authenticate } from '../modules/auth/auth.service.ts';
import type { AuthUser } from '../modules/auth/auth.types.ts';

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Resolves the bearer token when one is sent. A bad token leaves the caller anonymous: public
 * routes still answer, and services that need a user refuse with 401.
 */
export async function attachUser(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const token = bearerToken(req.headers.authorization);
  if (token) {
    try {
      req.user = await authenticate(token);
    } catch {
      req.user = undefined;
    }
  }
  next();
}
