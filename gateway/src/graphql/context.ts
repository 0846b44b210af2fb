import type { Request } from 'express';
import type { AuthUser } from '../modules/auth/auth.types.ts';
import { clientOf, type Client } from '../modules/limits/limits.service.ts';
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

const request = Symbol('request');
const loaders = Symbol('loaders');
const client = Symbol('client');

/**
 * An HTTP request's context. The caller's address, language and User-Agent and the loaders are
 * worked out when a resolver first asks (the public writes, login and Area.upcomingEvents do; a
 * read such as the events page never does): Accept-Language negotiation, the proxy-aware address
 * and a DataLoader were a measurable part of every GraphQL answer. The getters live on the
 * prototype, so they survive Apollo's per-request copy of the context (`Object.assign` onto
 * `Object.create(prototype)`); the request and what was worked out are symbol-keyed properties,
 * which it copies (private fields it would not).
 */
class HttpContext implements GraphQLContext {
  user?: AuthUser;
  requestId?: string;
  noStore?: boolean;
  [request]: Request;
  [loaders]?: Loaders;
  [client]?: Client;

  constructor(req: Request) {
    this[request] = req;
    this.user = req.user;
    this.requestId = String(req.id);
  }

  get loaders(): Loaders {
    return (this[loaders] ??= createLoaders());
  }

  get ip(): string | undefined {
    return this[request].ip;
  }

  get client(): Client {
    return (this[client] ??= clientOf(this[request]));
  }

  get userAgent(): string | undefined {
    return this[request].get('user-agent');
  }
}

export const httpContext = (req: Request): GraphQLContext => new HttpContext(req);
