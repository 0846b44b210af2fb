import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { listMedia } from './media.service.ts';

export const typeDefs = /* GraphQL */ `
  "An uploaded image: secure_url is its largest WebP variant under /media/."
  type Image {
    public_id: String!
    secure_url: String!
    width: Int
    height: Int
    "A tiny blurred WebP data URI shown while the image loads."
    placeholder: String
  }

  input ImageInput {
    public_id: String!
    secure_url: String!
    width: Int
    height: Int
    placeholder: String
  }

  type MediaVariant {
    bucket: Int!
    width: Int!
    height: Int!
    file: String!
    bytes: Int!
  }

  type MediaItem {
    _id: ID!
    public_id: String!
    secure_url: String!
    width: Int!
    height: Int!
    placeholder: String
    originalName: String!
    originalBytes: Int!
    variants: [MediaVariant!]!
    createdAt: DateTime
  }

  type MediaPage {
    items: [MediaItem!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  extend type Query {
    "Staff: the uploaded images, newest first. Uploads go through POST /api/media/upload."
    media(page: Int = 1, pageSize: Int = 40): MediaPage! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    media: (_, { page, pageSize }, ctx) => listMedia({ input: { page, pageSize }, user: ctx.user }),
  },
};
