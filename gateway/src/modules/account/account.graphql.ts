import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import {
  account,
  accountSessions,
  endAccountSession,
  endOtherAccountSessions,
  updateAccount,
} from './account.service.ts';

export const typeDefs = /* GraphQL */ `
  type Account {
    id: ID!
    email: String!
    name: String!
    role: Role!
  }

  "An open sign-in of the account (a refresh-token family)."
  type AccountSession {
    id: ID!
    browser: String!
    os: String!
    "desktop, mobile, tablet, …"
    deviceType: String!
    ip: String!
    signedInAt: DateTime!
    lastUsedAt: DateTime!
    "The session of this request."
    current: Boolean!
  }

  type EndedSessions {
    ended: Int!
  }

  extend type Query {
    "Signed in: your own account."
    account: Account! @access(rule: staff)
    "Signed in: your open sessions, this one first."
    accountSessions: [AccountSession!]! @access(rule: staff)
  }

  extend type Mutation {
    "Signed in: change your display name."
    updateAccount(name: String!): Account! @access(rule: staff)
    "Signed in: end one of your other sessions (its tokens stop working)."
    endAccountSession(id: ID!): EndedSessions! @access(rule: staff)
    "Signed in: end every session of yours but this one."
    endOtherAccountSessions: EndedSessions! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    account: (_, __, ctx) => account({ user: ctx.user }),
    accountSessions: (_, __, ctx) => accountSessions({ user: ctx.user }),
  },
  Mutation: {
    updateAccount: (_, args, ctx) => updateAccount({ input: args, user: ctx.user }),
    endAccountSession: (_, { id }, ctx) => endAccountSession({ id, user: ctx.user }),
    endOtherAccountSessions: (_, __, ctx) => endOtherAccountSessions({ user: ctx.user }),
  },
};
