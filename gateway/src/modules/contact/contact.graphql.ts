import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { busStream } from '../../graphql/base-resolvers.ts';
import { requireRole } from '../auth/access.ts';
import {
  listContactMessages,
  markContactHandled,
  sendContactMessage,
  type ContactMessage,
} from './contact.service.ts';

export const typeDefs = /* GraphQL */ `
  type ContactMessage {
    _id: ID!
    name: String!
    email: String!
    phone: String!
    subject: String!
    message: String!
    handled: Boolean!
    "vi or en: the language the visitor used."
    language: String!
    "Sent past the venue-wide hourly ceiling: stored, but its mails are held for staff."
    mailHeld: Boolean!
    createdAt: DateTime
    updatedAt: DateTime
  }

  "page is 0 when the page was asked for by cursor (after)."
  type ContactMessagePage {
    items: [ContactMessage!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Pass as after to get the next page, however the list changed meanwhile; null on the last page."
    nextCursor: String
  }

  input ContactMessageInput {
    name: String!
    email: String!
    phone: String
    subject: String!
    message: String!
    "vi or en: the language of the form (of the 429 answer too)."
    language: String
    "Leave empty: a field hidden from people, which only bots fill."
    website: String
  }

  extend type Query {
    "Staff only."
    contactMessages(handled: Boolean, page: Int = 1, pageSize: Int = 20, after: String): ContactMessagePage!
      @access(rule: staff)
  }

  extend type Mutation {
    "Public: the contact form."
    sendContactMessage(input: ContactMessageInput!): ContactMessage! @access(rule: public)
    "Staff only."
    markContactHandled(id: ID!, handled: Boolean = true): ContactMessage! @access(rule: staff)
  }

  extend type Subscription {
    "Staff only: send { authorization: 'Bearer <token>' } in the graphql-ws connectionParams."
    contactMessageCreated: ContactMessage! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    contactMessages: (_, args, ctx) => listContactMessages({ ...args, user: ctx.user }),
  },
  Mutation: {
    sendContactMessage: (_, { input }, ctx) => sendContactMessage({ input, client: ctx.client }),
    markContactHandled: (_, { id, handled }, ctx) => markContactHandled({ id, handled, user: ctx.user }),
  },
  Subscription: {
    contactMessageCreated: {
      subscribe: (_, __, ctx) => {
        requireRole(ctx.user, 'editor');
        return busStream<ContactMessage>('contactMessageCreated', 'contactMessageCreated');
      },
      resolve: (payload: { contactMessageCreated: ContactMessage }) => payload.contactMessageCreated,
    },
  },
};
