import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { listAudit } from './audit.service.ts';

export const typeDefs = /* GraphQL */ `
  type AuditChange {
    path: String!
    "Shortened; null when the field was absent."
    before: String
    after: String
  }

  "One staff write. Appended, never changed: there is no mutation for it."
  type AuditEntry {
    "Time-prefixed: sorts by time."
    id: ID!
    at: DateTime!
    userId: String!
    userEmail: String!
    "The name the person had then."
    userName: String!
    action: String!
    type: String!
    itemId: String!
    label: String!
    changes: [AuditChange!]!
  }

  type AuditPage {
    items: [AuditEntry!]!
    "Pass as after for older entries; null when none is left."
    nextCursor: String
  }

  extend type Query {
    "Admins only. person: a staff id or an email; from/to: venue dates YYYY-MM-DD."
    audit(
      person: String
      type: String
      action: String
      from: String
      to: String
      after: String
      limit: Int = 50
    ): AuditPage! @access(rule: admin)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    audit: (_, args, ctx) => listAudit({ ...args, user: ctx.user }),
  },
};
