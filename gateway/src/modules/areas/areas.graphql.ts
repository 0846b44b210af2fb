import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import {
  createArea,
  deleteArea,
  findAreaBySlug,
  listAreas,
  reorderAreas,
  updateArea,
} from './areas.service.ts';

export const typeDefs = /* GraphQL */ `
  "A place in the venue (the Discover pages)."
  type Area {
    _id: ID!
    slug: String!
    "The Vietnamese name (the documented field); nameVi holds the same."
    name: String!
    nameVi: String!
    nameEn: String!
    summaryVi: String!
    summaryEn: String!
    "Sanitised rich HTML."
    descriptionVi: String!
    descriptionEn: String!
    cover: Image
    gallery: [Image!]!
    order: Int!
    createdAt: DateTime
    updatedAt: DateTime
  }

  input AreaInput {
    "Alias of nameVi."
    name: String
    nameVi: String
    nameEn: String
    slug: String
    summaryVi: String
    summaryEn: String
    descriptionVi: String
    descriptionEn: String
    cover: ImageInput
    gallery: [ImageInput!]
    order: Int
  }

  extend type Query {
    "Every area, in display order."
    areas: [Area!]! @access(rule: public)
    area(slug: String!): Area @access(rule: public)
  }

  extend type Mutation {
    createArea(input: AreaInput!): Area! @access(rule: staff)
    updateArea(id: ID!, input: AreaInput!): Area! @access(rule: staff)
    deleteArea(id: ID!): Area! @access(rule: staff)
    "Puts the listed areas first, in this order."
    reorderAreas(ids: [ID!]!): [Area!]! @access(rule: staff)
  }
`;

/** GraphQL sends explicit nulls for some omitted fields; the services treat a null as "leave as is". */
function dropNulls(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== null || k === 'cover'));
}

export const resolvers: Resolvers = {
  Query: {
    areas: () => listAreas(),
    area: (_, { slug }) => findAreaBySlug({ slug }),
  },
  Mutation: {
    createArea: (_, { input }, ctx) => createArea({ input: dropNulls(input), user: ctx.user }),
    updateArea: (_, { id, input }, ctx) => updateArea({ id, input: dropNulls(input), user: ctx.user }),
    deleteArea: (_, { id }, ctx) => deleteArea({ id, user: ctx.user }),
    reorderAreas: (_, { ids }, ctx) => reorderAreas({ input: { ids }, user: ctx.user }),
  },
};
