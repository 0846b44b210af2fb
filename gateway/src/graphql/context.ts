import type { AuthUser } from '../modules/auth/auth.types.ts';
import { createLoaders, type Loaders } from './loaders.ts';

export interface GraphQLContext {
  user?: AuthUser;
  loaders: Loaders;
  requestId?: string;
  /** The caller's address (login rate limits). */
  ip?: string;
}

export function createContext(user: AuthUser | undefined, requestId?: string, ip?: string): GraphQLContext {
  return { user, loaders: createLoaders(), requestId, ip };
}
