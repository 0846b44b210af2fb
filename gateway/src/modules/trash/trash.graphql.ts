import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { deleteForever, listTrash, restoreFromTrash } from './trash.service.ts';

export const typeDefs = /* GraphQL */ `
  enum TrashType {
    event
    news
    area
  }

  "An event, news post or area, whatever its type."
  type ContentRef {
    type: TrashType!
    _id: ID!
    slug: String!
    titleVi: String!
    titleEn: String!
  }

  "A deleted item, restorable until purgeAt."
  type TrashItem {
    type: TrashType!
    _id: ID!
    slug: String!
    titleVi: String!
    titleEn: String!
    deletedAt: DateTime!
    deletedBy: String!
    purgeAt: DateTime!
  }

  extend type Query {
    "Deleted events, news and areas, most recent first (staff)."
    trash: [TrashItem!]! @access(rule: staff)
  }

  extend type Mutation {
    "Brings a deleted item back with its slug (staff)."
    restoreFromTrash(type: TrashType!, id: ID!): ContentRef! @access(rule: staff)
    "Deletes a trashed item for good (admins)."
    deleteForever(type: TrashType!, id: ID!): ContentRef! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    trash: (_, __, ctx) => listTrash({ user: ctx.user }),
  },
  Mutation: {
    restoreFromTrash: (_, args, ctx) => restoreFromTrash({ input: args, user: ctx.user }),
    deleteForever: (_, args, ctx) => deleteForever({ input: args, user: ctx.user }),
  },
};
