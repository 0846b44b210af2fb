import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { refreshTokens } from './auth-refresh.ts';
import { tokens } from './cookies.ts';

// Loaded by apollo.ts only when the first subscription starts (the admin inbox, live content): the
// socket client stays out of the public pages' JavaScript.

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** True when the JWT's `exp` is within 30 s, or when the token cannot be read at all. */
function expiresSoon(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return !payload.exp || payload.exp * 1000 < Date.now() + 30_000;
  } catch {
    return true;
  }
}

// Lazy: the socket opens only when the first subscription starts.
export const wsLink = new GraphQLWsLink(
  createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: async () => {
      let token = tokens.access;
      // The socket is authenticated once, when it opens: refresh first rather than open it anonymous.
      if (token && tokens.refresh && expiresSoon(token)) token = await refreshTokens().catch(() => token);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  }),
);
