import type { Router } from 'express';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import * as authGraphql from './auth/auth.graphql.ts';
import { authRouter } from './auth/auth.routes.ts';
import * as tagsGraphql from './tags/tags.graphql.ts';
import { tagsRouter } from './tags/tags.routes.ts';

export interface DomainModule {
  name: string;
  /** Mounted at /api/<path>. */
  rest?: { path: string; router: Router };
  graphql?: { typeDefs: string; resolvers: Resolvers };
}

/** Every domain registers here once; app.ts mounts the routers, graphql/schema.ts merges the schema. */
export const modules: DomainModule[] = [
  { name: 'auth', rest: { path: 'auth', router: authRouter }, graphql: authGraphql },
  { name: 'tags', rest: { path: 'tags', router: tagsRouter }, graphql: tagsGraphql },
];
