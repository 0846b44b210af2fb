import type { NewsPage, Resolvers } from '../../graphql/generated/resolvers.ts';
import type { Page } from '../events/events.service.ts';
import { orNull } from '../../lib/errors.ts';
import { PUBLISHABLE_SDL as SDL, publishingMutations, tagsOf } from '../publishing/publishing.graphql.ts';
import * as service from './news.service.ts';
import { getNewsBySlug, listNews, relatedNews, type News } from './news.service.ts';

/** The generated page type expects `tags` and `related` on items; the News type resolvers add them. */
const asPage = (page: Promise<Page<News>>) => page as unknown as Promise<NewsPage>;

export const typeDefs = /* GraphQL */ `
  "Declared by events too (identical definitions merge): each module stands on its own."
  enum PublishStatus {
    draft
    published
  }

  type News {
    ${SDL.head}
    tagIds: [ID!]!
    tags: [Tag!]!
    ${SDL.state}
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
    ${SDL.inputHead}
    tagIds: [ID!]
    ${SDL.inputState}
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
    ): NewsPage! @access(rule: optional)
    news(slug: String!): News @access(rule: optional)
  }

  extend type Mutation {
    createNews(input: NewsInput!): News! @access(rule: staff)
    updateNews(id: ID!, input: NewsInput!): News! @access(rule: staff)
    deleteNews(id: ID!): News! @access(rule: staff)
    publishNews(id: ID!): News! @access(rule: staff)
    unpublishNews(id: ID!): News! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    newsList: (_, args, ctx) => asPage(listNews({ ...args, user: ctx.user })),
    news: (_, { slug }, ctx) => orNull(getNewsBySlug({ slug, user: ctx.user })),
  },
  Mutation: publishingMutations('News', service),
  News: {
    tags: tagsOf,
    related: (news, { limit }) => relatedNews({ news, limit }),
  },
};
