import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { OperationTypeNode } from 'graphql';
import { authFetch, refreshTokens } from './auth-refresh.ts';
import { tokens } from './cookies.ts';

export { REQUEST_TIMEOUT_MS } from './auth-refresh.ts';

/**
 * Spec §7/§8 in one place: authFetch adds the bearer token, refreshes once on 401 with a shared
 * queue and turns 403 into the alert and logout, so pages never handle auth errors themselves.
 */
const httpLink = new HttpLink({ uri: '/graphql', fetch: authFetch });

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** True when the JWT's `exp` is within 30 s, or when the token cannot be read at all. */
function expiresSoon(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return !payload.exp || payload.exp * 1000 < Date.now() + 30_000;
  } catch {
    return true;
  }
}

// Lazy: the socket opens only when the first subscription starts (the admin inbox, live content).
const wsLink = new GraphQLWsLink(
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

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return (
    definition.kind === 'OperationDefinition' && definition.operation === OperationTypeNode.SUBSCRIPTION
  );
};

export const cache = new InMemoryCache();

export const apolloClient = new ApolloClient({
  cache,
  link: ApolloLink.split(isSubscription, wsLink, httpLink),
});
