import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { changePassword, login, logout, me, refresh } from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './recovery.service.ts';

export const typeDefs = /* GraphQL */ `
  enum Role {
    admin
    editor
  }

  type User {
    id: ID!
    email: String!
    role: Role!
    "'' when none was chosen."
    name: String!
  }

  type TokenPair {
    accessToken: String!
    refreshToken: String!
  }

  type LogoutResult {
    ok: Boolean!
  }

  extend type Query {
    me: User! @access(rule: staff)
  }

  extend type Mutation {
    "language: vi or en, for the lockout message (else Accept-Language)."
    login(email: String!, password: String!, language: String): TokenPair! @access(rule: public)
    refresh(refreshToken: String!): TokenPair! @access(rule: public)
    logout(refreshToken: String!): LogoutResult! @access(rule: public)
    "Signed in: ends every other session and returns a fresh pair for this one."
    changePassword(currentPassword: String!, newPassword: String!): TokenPair! @access(rule: staff)
    "Public: mails a reset link (30 minutes, single use) if the address is an account; the same answer either way."
    requestPasswordReset(email: String!, language: String): LogoutResult! @access(rule: public)
    "Public: a new password with a reset link; ends every session of the user."
    resetPassword(token: String!, password: String!): LogoutResult! @access(rule: public)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => me({ user: ctx.user }),
  },
  Mutation: {
    login: (_, args, ctx) =>
      login(args, { ip: ctx.ip, language: ctx.client.language, userAgent: ctx.userAgent }),
    refresh: (_, args, ctx) => refresh(args, { ip: ctx.ip, userAgent: ctx.userAgent }),
    logout: (_, args) => logout(args),
    requestPasswordReset: (_, args, ctx) => requestPasswordReset({ input: args, client: ctx.client }),
    resetPassword: (_, args) => resetPassword({ input: args }),
    changePassword: (_, args, ctx) =>
      changePassword({ input: args, user: ctx.user, ip: ctx.ip, language: ctx.client.language }),
  },
};
