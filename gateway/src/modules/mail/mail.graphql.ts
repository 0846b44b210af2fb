import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { getOutboxMail, listOutbox, releaseMail } from './mail.service.ts';

export const typeDefs = /* GraphQL */ `
  enum OutboxStatus {
    queued
    sent
    failed
    held
    kept
    cancelled
  }

  "An email the site wrote: queued to send, sent, failed 8 times, held (venue-wide ceiling) or kept (no SMTP_URL)."
  type OutboxMail {
    _id: ID!
    kind: String!
    to: String!
    subject: String!
    language: String!
    status: OutboxStatus!
    attempts: Int!
    lastError: String!
    createdAt: DateTime
    sentAt: DateTime
    "Only on outboxMail."
    html: String
    "Only on outboxMail."
    text: String
  }

  type OutboxPage {
    items: [OutboxMail!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  extend type Query {
    "Admins only."
    outbox(status: OutboxStatus, page: Int = 1, pageSize: Int = 20): OutboxPage! @access(rule: admin)
    "Admins only."
    outboxMail(id: ID!): OutboxMail! @access(rule: admin)
  }

  extend type Mutation {
    "Admins only: send a held or failed mail (again)."
    releaseMail(id: ID!): OutboxMail! @access(rule: admin)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    outbox: (_, args, ctx) => listOutbox({ ...args, user: ctx.user }),
    outboxMail: (_, { id }, ctx) => getOutboxMail({ id, user: ctx.user }),
  },
  Mutation: {
    releaseMail: (_, { id }, ctx) => releaseMail({ id, user: ctx.user }),
  },
};
