import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { tokens } from './cookies.ts';

/** Spec §7: every call carries the bearer token when the cookie exists; timeout 50000 ms. */
export const REQUEST_TIMEOUT_MS = 50_000;

const authLink = new SetContextLink(({ headers }) => {
  const token = tokens.access;
  return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
});

const httpLink = new HttpLink({
  uri: '/graphql',
  fetch: (input, init) =>
    fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
});

export const cache = new InMemoryCache();

export const apolloClient = new ApolloClient({
  cache,
  link: ApolloLink.from([authLink, httpLink]),
});
