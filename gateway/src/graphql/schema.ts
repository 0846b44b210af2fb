import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { modules } from '../modules/index.ts';
import { baseTypeDefs } from './base.ts';
import { baseResolvers } from './base-resolvers.ts';

export const typeDefs: string[] = [
  baseTypeDefs,
  ...modules.flatMap((m) => (m.graphql ? [m.graphql.typeDefs] : [])),
];

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [baseResolvers, ...modules.flatMap((m) => (m.graphql ? [m.graphql.resolvers] : []))] as any,
  });
}
