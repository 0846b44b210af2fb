export const baseTypeDefs = /* GraphQL */ `
  scalar DateTime
  scalar JSON

  type Query {
    health: String!
  }

  type Mutation {
    noop: Boolean
  }

  type Subscription {
    contentChanged: ContentChange!
  }

  type ContentChange {
    type: String!
    id: ID!
  }
`;
