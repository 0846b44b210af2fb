import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { isServerRendered } from './apollo-persist.ts';
import { authFetch } from './auth-refresh.ts';

export { REQUEST_TIMEOUT_MS } from './auth-refresh.ts';

/**
 * Spec §7/§8 in one place: authFetch adds the bearer token, refreshes once on 401 with a shared
 * queue and turns 403 into the alert and logout, so pages never handle auth errors themselves.
 */
// BaseHttpLink: HttpLink without the client-awareness link, whose headers and request extension
// (client name and library version) nothing here reads (a smaller public bundle).
const httpLink = new BaseHttpLink({ uri: '/graphql', fetch: authFetch });

/**
 * Subscriptions go over the graphql-ws socket (apollo-ws.ts). Its code is imported when the first
 * subscription starts, so public pages, which never subscribe, do not load the socket client.
 */
let wsLink: Promise<ApolloLink> | undefined;
const lazyWsLink = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      wsLink ??= import('./apollo-ws.ts').then((m) => m.wsLink);
      wsLink.then(
        (link) => {
          if (!closed) subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    }),
);

export const cache = new InMemoryCache();

export const apolloClient = new ApolloClient({
  cache,
  // While the server's page hydrates, 'cache-and-network' and 'network-only' read the cache it
  // filled: asking again would only show the loading overlay over data that is already painted.
  ssrForceFetchDelay: isServerRendered() ? 3000 : 0,
  link: ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    lazyWsLink,
    httpLink,
  ),
});
