import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { changePassword, login, logout, me, refresh } from './auth.service.ts';

export const typeDefs = /* GraphQL */ `
  enum Role {
    admin
    editor
  }

  type User {
    id: ID!
    email: String!
    role: Role!
  }

  type TokenPair {
    accessToken: String!
    refreshToken: String!
  }

  type LogoutResult {
    ok: Boolean!
  }

  extend type Query {
    me: User!
  }

  extend type Mutation {
    "language: vi or en, for the lockout message (else Accept-Language)."
    login(email: String!, password: String!, language: String): TokenPair!
    refresh(refreshToken: String!): TokenPair!
    logout(refreshToken: String!): LogoutResult!
    "Signed in: ends every other session and returns a fresh pair for this one."
    changePassword(currentPassword: String!, newPassword: String!): TokenPair!
  }
`;

export const resolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => me({ user: ctx.user }),
  },
  Mutation: {
    login: (_, args, ctx) => login(args, { ip: ctx.ip, language: ctx.client.language }),
    refresh: (_, args) => refresh(args),
    logout: (_, args) => logout(args),
    changePassword: (_, args, ctx) =>
      changePassword({ input: args, user: ctx.user, ip: ctx.ip, language: ctx.client.language }),
  },
};
