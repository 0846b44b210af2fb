import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { modules } from '../modules/index.ts';
import { guardResolvers, operationAccess } from './access.ts';
import { baseTypeDefs } from './base.ts';
import { baseResolvers } from './base-resolvers.ts';

export const typeDefs: string[] = [
  baseTypeDefs,
  ...modules.flatMap((m) => (m.graphql ? [m.graphql.typeDefs] : [])),
];

export function buildSchema(): GraphQLSchema {
  const resolvers = [baseResolvers, ...modules.flatMap((m) => (m.graphql ? [m.graphql.resolvers] : []))];
  // Throws on an operation that declares no access, so such a schema never serves.
  return makeExecutableSchema({
    typeDefs,
    resolvers: guardResolvers(resolvers, operationAccess(typeDefs)) as any,
  });
}
