import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { diffVersion, listVersions, restoreVersion } from './versions.service.ts';

export const typeDefs = /* GraphQL */ `
  enum VersionType {
    event
    news
    area
    tag
    home
    intro
  }

  "One kept state of a content item."
  type VersionSummary {
    version: Int!
    at: DateTime!
    "Who saved it ('' for the state found before history began)."
    by: String!
    current: Boolean!
    "The item's slug in that version (null for home and introduction)."
    slug: String
  }

  type DiffPart {
    value: String!
    added: Boolean!
    removed: Boolean!
  }

  "A field that differs between a version and the current state, as readable text."
  type FieldDiff {
    field: String!
    before: String!
    after: String!
    parts: [DiffPart!]!
  }

  extend type Query {
    "Kept versions of an item, newest (current) first (staff)."
    versions(type: VersionType!, id: ID!): [VersionSummary!]! @access(rule: staff)
    "What differs between a version and the current state (staff)."
    versionDiff(type: VersionType!, id: ID!, version: Int!): [FieldDiff!]! @access(rule: staff)
  }

  extend type Mutation {
    "Makes a version current again, as a new version (staff)."
    restoreVersion(type: VersionType!, id: ID!, version: Int!): VersionSummary! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    versions: (_, args, ctx) => listVersions({ input: args, user: ctx.user }),
    versionDiff: (_, args, ctx) => diffVersion({ input: args, user: ctx.user }),
  },
  Mutation: {
    restoreVersion: (_, args, ctx) => restoreVersion({ input: args, user: ctx.user }),
  },
};
