import { on } from 'node:events';
import { bus, type ContentChange } from '../lib/content-bus.ts';
import type { Resolvers } from './generated/resolvers.ts';
import { DateTime, JSONScalar } from './scalars.ts';

/** Turns bus events into a subscription stream: `{ [field]: payload }` per event. */
export async function* busStream<T>(
  event: string,
  field: string,
  signal?: AbortSignal,
): AsyncGenerator<Record<string, T>> {
  for await (const [payload] of on(bus, event, { signal })) yield { [field]: payload as T };
}

export const baseResolvers: Resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: { health: () => 'ok' },
  Mutation: { noop: () => true },
  Subscription: {
    contentChanged: {
      subscribe: () => busStream<ContentChange>('contentChanged', 'contentChanged'),
      resolve: (payload: { contentChanged: ContentChange }) => payload.contentChanged,
    },
  },
};
