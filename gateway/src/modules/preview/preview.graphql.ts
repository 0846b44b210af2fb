import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { createPreviewLink } from './preview.service.ts';

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

  extend type Mutation {
    "A preview link staff can open or share (REST GET /api/preview/:type/:id?token= reads it)."
    createPreviewLink(type: PreviewType!, id: ID!): PreviewLink!
  }
`;

export const resolvers: Resolvers = {
  Mutation: {
    createPreviewLink: (_, args, ctx) => createPreviewLink({ input: args, user: ctx.user }),
  },
};
