import type { NewsPage, Resolvers } from '../../graphql/generated/resolvers.ts';
import type { Page } from '../events/events.service.ts';
import { orNull } from '../../lib/errors.ts';
import {
  createNews,
  deleteNews,
  getNewsBySlug,
  listNews,
  publishNews,
  relatedNews,
  unpublishNews,
  updateNews,
  type News,
} from './news.service.ts';

/** The generated page type expects `tags` and `related` on items; the News type resolvers add them. */
const asPage = (page: Promise<Page<News>>) => page as unknown as Promise<NewsPage>;

export const typeDefs = /* GraphQL */ `
  "Declared by events too (identical definitions merge): each module stands on its own."
  enum PublishStatus {
    draft
    published
  }

  type News {
    _id: ID!
    slug: String!
    titleVi: String!
    titleEn: String!
    summaryVi: String!
    summaryEn: String!
    contentVi: String!
    contentEn: String!
    cover: Image
    tagIds: [ID!]!
    tags: [Tag!]!
    status: PublishStatus!
    publishedAt: DateTime
    featured: Boolean!
    "Published with a publishedAt in the future: visitors see it from that moment."
    scheduled: Boolean!
    "Other public posts sharing a tag, then the latest ones."
    related(limit: Int = 3): [News!]!
    createdAt: DateTime
    updatedAt: DateTime
  }

  type NewsPage {
    items: [News!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input NewsInput {
    slug: String
    titleVi: String
    titleEn: String
    summaryVi: String
    summaryEn: String
    contentVi: String
    contentEn: String
    cover: ImageInput
    tagIds: [ID!]
    status: PublishStatus
    publishedAt: DateTime
    featured: Boolean
  }

  extend type Query {
    "status only applies to staff; visitors see published posts whose publishedAt has come."
    newsList(
      page: Int = 1
      pageSize: Int = 10
      tagId: ID
      tagSlug: String
      featured: Boolean
      search: String
      status: PublishStatus
    ): NewsPage!
    news(slug: String!): News
  }

  extend type Mutation {
    createNews(input: NewsInput!): News!
    updateNews(id: ID!, input: NewsInput!): News!
    deleteNews(id: ID!): News!
    publishNews(id: ID!): News!
    unpublishNews(id: ID!): News!
  }
`;

export const resolvers: Resolvers = {
  Query: {
    newsList: (_, args, ctx) => asPage(listNews({ ...args, user: ctx.user })),
    news: (_, { slug }, ctx) => orNull(getNewsBySlug({ slug, user: ctx.user })),
  },
  Mutation: {
    createNews: (_, { input }, ctx) => createNews({ input, user: ctx.user }),
    updateNews: (_, { id, input }, ctx) => updateNews({ id, input, user: ctx.user }),
    deleteNews: (_, { id }, ctx) => deleteNews({ id, user: ctx.user }),
    publishNews: (_, { id }, ctx) => publishNews({ id, user: ctx.user }),
    unpublishNews: (_, { id }, ctx) => unpublishNews({ id, user: ctx.user }),
  },
  News: {
    tags: async (news, _, ctx) =>
      (await ctx.loaders.tag.loadMany(news.tagIds ?? [])).filter(
        (t): t is NonNullable<typeof t> & { _id: string } => !!t && !(t instanceof Error),
      ),
    related: (news, { limit }) => relatedNews({ news, limit }),
  },
};
