import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { createTag, deleteTag, getTag, getTagBySlug, listTags, updateTag } from './tags.service.ts';

export const typeDefs = /* GraphQL */ `
  type Tag {
    _id: ID!
    nameVi: String!
    nameEn: String!
    slug: String!
  }

  input TagInput {
    nameVi: String
    nameEn: String
    slug: String
  }

  extend type Query {
    tags: [Tag!]! @access(rule: public)
    tag(id: ID, slug: String): Tag @access(rule: public)
  }

  extend type Mutation {
    createTag(input: TagInput!): Tag! @access(rule: staff)
    updateTag(id: ID!, input: TagInput!): Tag! @access(rule: staff)
    deleteTag(id: ID!): Tag! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    tags: () => listTags(),
    tag: (_, { id, slug }) => (id ? getTag({ id }) : getTagBySlug({ slug: slug ?? '' })),
  },
  Mutation: {
    createTag: (_, { input }, ctx) => createTag({ input, user: ctx.user }),
    updateTag: (_, { id, input }, ctx) => updateTag({ id, input, user: ctx.user }),
    deleteTag: (_, { id }, ctx) => deleteTag({ id, user: ctx.user }),
  },
};
