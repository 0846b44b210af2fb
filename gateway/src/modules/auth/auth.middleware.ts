import type { NextFunction, Request, Response } from 'express';
import { authenticate } from './auth.service.ts';
import type { AuthUser } from './auth.types.ts';

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
 * Resolves the bearer token when one is sent. No token: an anonymous visitor. A token that is
 * expired, revoked or forged answers 401 on every route, public ones included, so that the client
 * refreshes and asks again: answering it as a visitor would show staff the published items only.
 */
export async function attachUser(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return next();
  try {
    req.user = await authenticate(token);
  } catch (error) {
    return next(error);
  }
  next();
}
