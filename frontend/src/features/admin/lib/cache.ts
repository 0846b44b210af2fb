import type { ApolloCache } from '@apollo/client';

/**
 * After a content write the public pages must not show the old data from the persisted cache:
 * the root fields are dropped, so the next reader fetches them again.
 */
export function evictRootFields(cache: ApolloCache, ...fieldNames: string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
