export { ApolloClient, InMemoryCache } from '@apollo/client';
export { ApolloProvider } from '@apollo/client/react';
