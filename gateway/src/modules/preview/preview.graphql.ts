import type { EventPreview, NewsPreview, Resolvers } from '../../graphql/generated/resolvers.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { createPreviewLink, readPreview } from './preview.service.ts';

export const typeDefs = /* GraphQL */ `
  enum PreviewType {
    event
    news
  }

  "A signed link to an item as visitors would see it, drafts included, valid 15 minutes."
  type PreviewLink {
    url: String!
    token: String!
    expiresAt: DateTime!
  }

  "An event as its public page would show it, opened with a preview token, and until when the token opens it."
  type EventPreview {
    expiresAt: DateTime!
    event: Event!
  }

  "A news post as its public page would show it, opened with a preview token."
  type NewsPreview {
    expiresAt: DateTime!
    news: News!
  }

  extend type Query {
    "The event a preview token was made for, drafts and scheduled included; refused (FORBIDDEN) when expired, tampered or made for another item."
    eventPreview(id: ID!, token: String!): EventPreview! @access(rule: public)
    "The news post a preview token was made for (see eventPreview)."
    newsPreview(id: ID!, token: String!): NewsPreview! @access(rule: public)
  }

  extend type Mutation {
    "A preview link staff can open or share (the /preview/... page; REST GET /api/preview/:type/:id?token= reads it)."
    createPreviewLink(type: PreviewType!, id: ID!): PreviewLink! @access(rule: staff)
  }
`;

/** A preview's answer depends on a short-lived secret: never kept in the anonymous answer cache. */
const uncached = (ctx: GraphQLContext) => {
  ctx.noStore = true;
};

export const resolvers: Resolvers = {
  Query: {
    eventPreview: async (_, { id, token }, ctx) => {
      uncached(ctx);
      const preview = await readPreview({ input: { type: 'event', id, token } });
      // The Event type's own resolvers read its tags and area again from tagIds and areaId.
      return { expiresAt: preview.expiresAt, event: preview.item as unknown as EventPreview['event'] };
    },
    newsPreview: async (_, { id, token }, ctx) => {
      uncached(ctx);
      const preview = await readPreview({ input: { type: 'news', id, token } });
      return { expiresAt: preview.expiresAt, news: preview.item as unknown as NewsPreview['news'] };
    },
  },
  Mutation: {
    createPreviewLink: (_, args, ctx) => createPreviewLink({ input: args, user: ctx.user }),
  },
};
