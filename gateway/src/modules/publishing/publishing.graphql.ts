import type { GraphQLContext } from '../../graphql/context.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { tagsOfIds } from '../tags/tags.service.ts';

// What the GraphQL modules of publishable items (events, news) share: SDL pieces and resolvers.

/** SDL pieces of the publishable types and their inputs; each type's own fields go between. */
export const PUBLISHABLE_SDL = {
  /** The leading fields of a publishable type. */
  head: `
    _id: ID!
    slug: String!
    titleVi: String!
    titleEn: String!
    summaryVi: String!
    summaryEn: String!
    contentVi: String!
    contentEn: String!
    cover: Image`,
  /** The publication fields that close a publishable type (before its timestamps). */
  state: `
    status: PublishStatus!
    publishedAt: DateTime
    featured: Boolean!
    "Published with a publishedAt in the future: visitors see it from that moment."
    scheduled: Boolean!`,
  /** The leading fields of a publishable input type. */
  inputHead: `
    slug: String
    titleVi: String
    titleEn: String
    summaryVi: String
    summaryEn: String
    contentVi: String
    contentEn: String
    cover: ImageInput`,
  inputState: `
    status: PublishStatus
    publishedAt: DateTime
    featured: Boolean`,
};

/**
 * The `tags` field resolver: an item's tags from the read model, unknown ids left out; a plain
 * array once the read model is loaded, so graphql-js completes the field without a promise.
 */
export const tagsOf = (item: { tagIds?: readonly string[] | null }) => tagsOfIds(item.tagIds ?? []);

type WithUser<A> = A & { user?: AuthUser };
type Resolver<A, T> = (_parent: unknown, args: A, ctx: GraphQLContext) => Promise<T>;
type Input = { input: unknown };
type Id = { id: string };

/** The five writes of a publishable type `N`, as its service exports them (`createEvent`…). */
export type PublishingService<N extends string, T> = Record<
  `create${N}`,
  (a: WithUser<Input>) => Promise<T>
> &
  Record<`update${N}`, (a: WithUser<Id & Input>) => Promise<T>> &
  Record<`delete${N}` | `publish${N}` | `unpublish${N}`, (a: WithUser<Id>) => Promise<T>>;

export type PublishingMutations<N extends string, T> = Record<`create${N}`, Resolver<Input, T>> &
  Record<`update${N}`, Resolver<Id & Input, T>> &
  Record<`delete${N}` | `publish${N}` | `unpublish${N}`, Resolver<Id, T>>;

type ItemOf<F> = F extends (...args: never[]) => Promise<infer T> ? T : never;

/** The Mutation resolvers `createN`, `updateN`, `deleteN`, `publishN`, `unpublishN`. */
export function publishingMutations<N extends string, S extends PublishingService<N, unknown>>(
  name: N,
  service: S,
): PublishingMutations<N, ItemOf<S[`create${N}`]>> {
  type T = ItemOf<S[`create${N}`]>;
  const writes = service as unknown as Record<string, (a: WithUser<Partial<Id & Input>>) => Promise<T>>;
  const mutations: Record<string, Resolver<Partial<Id & Input>, T>> = {};
  for (const verb of ['create', 'update', 'delete', 'publish', 'unpublish']) {
    const write = writes[`${verb}${name}`]!;
    mutations[`${verb}${name}`] = (_parent, args, ctx) => write({ ...args, user: ctx.user });
  }
  return mutations as unknown as PublishingMutations<N, T>;
}
