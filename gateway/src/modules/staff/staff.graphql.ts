import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import {
  acceptInvitation,
  deleteInvitation,
  inviteStaff,
  listStaff,
  resendInvitation,
  setStaffActive,
  setStaffRole,
} from './staff.service.ts';

export const typeDefs = /* GraphQL */ `
  type StaffMember {
    id: ID!
    email: String!
    name: String!
    role: Role!
    active: Boolean!
    "Invited, no password chosen yet."
    invitePending: Boolean!
    inviteExpiresAt: DateTime
    lastSignInAt: DateTime
    createdAt: DateTime
  }

  type AcceptedInvitation {
    ok: Boolean!
    email: String!
  }

  input InviteStaffInput {
    email: String!
    role: Role!
    name: String
    "vi or en: the invitation mail's language."
    language: String
  }

  extend type Query {
    "Admins only."
    staff: [StaffMember!]! @access(rule: admin)
  }

  extend type Mutation {
    "Admins only: mails a single-use link valid 72 hours."
    inviteStaff(input: InviteStaffInput!): StaffMember! @access(rule: admin)
    "Admins only: a new link; the earlier one stops working."
    resendInvitation(id: ID!, language: String): StaffMember! @access(rule: admin)
    "Admins only."
    deleteInvitation(id: ID!): StaffMember! @access(rule: admin)
    "Admins only; never the last active administrator."
    setStaffRole(id: ID!, role: Role!): StaffMember! @access(rule: admin)
    "Admins only: deactivating ends every session of the account at once."
    setStaffActive(id: ID!, active: Boolean!): StaffMember! @access(rule: admin)
    "Public: choose a password with an invitation link."
    acceptInvitation(token: String!, password: String!, name: String): AcceptedInvitation!
      @access(rule: public)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    staff: (_, __, ctx) => listStaff({ user: ctx.user }),
  },
  Mutation: {
    inviteStaff: (_, { input }, ctx) => inviteStaff({ input, user: ctx.user }),
    resendInvitation: (_, { id, language }, ctx) => resendInvitation({ id, language, user: ctx.user }),
    deleteInvitation: (_, { id }, ctx) => deleteInvitation({ id, user: ctx.user }),
    setStaffRole: (_, { id, role }, ctx) => setStaffRole({ id, input: { role }, user: ctx.user }),
    setStaffActive: (_, { id, active }, ctx) => setStaffActive({ id, input: { active }, user: ctx.user }),
    acceptInvitation: (_, args) => acceptInvitation({ input: args }),
  },
};
