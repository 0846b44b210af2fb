import type { AuthUser } from '../modules/auth/auth.types.ts';
import type { Client } from '../modules/limits/limits.service.ts';
import { createLoaders, type Loaders } from './loaders.ts';

export interface GraphQLContext {
  user?: AuthUser;
  loaders: Loaders;
  requestId?: string;
  /** The caller's address (login rate limits). */
  ip?: string;
  /** The caller as the public writes' limits see it (address, Accept-Language). */
  client: Client;
  /** The caller's User-Agent (the account page's list of sessions). */
  userAgent?: string;
  /** Set by a resolver whose answer must never be stored (a preview token's): no-store, not cached. */
  noStore?: boolean;
}

export function createContext(
  user: AuthUser | undefined,
  requestId?: string,
  ip?: string,
  language?: Client['language'],
  userAgent?: string,
): GraphQLContext {
  return { user, loaders: createLoaders(), requestId, ip, client: { ip, language }, userAgent };
}
