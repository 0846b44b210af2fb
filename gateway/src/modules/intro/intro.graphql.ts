import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { getIntroduction, updateIntroduction } from './intro.service.ts';

export const typeDefs = /* GraphQL */ `
  "The introduction page. contentVi and contentEn are sanitised rich HTML."
  type Introduction {
    _id: ID
    titleVi: String!
    titleEn: String!
    summaryVi: String!
    summaryEn: String!
    contentVi: String!
    contentEn: String!
    images: [Image!]!
    updatedAt: DateTime
  }

  "Every field optional: what is left out keeps its value."
  input IntroductionInput {
    titleVi: String
    titleEn: String
    summaryVi: String
    summaryEn: String
    contentVi: String
    contentEn: String
    images: [ImageInput!]
  }

  extend type Query {
    introduction: Introduction! @access(rule: public)
  }

  extend type Mutation {
    updateIntroduction(input: IntroductionInput!): Introduction! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    introduction: () => getIntroduction(),
  },
  Mutation: {
    updateIntroduction: (_, { input }, ctx) =>
      updateIntroduction({
        // Explicit nulls mean "leave as is".
        input: Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)),
        user: ctx.user,
      }),
  },
};
