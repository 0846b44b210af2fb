export const baseTypeDefs = /* GraphQL */ `
  scalar DateTime
  scalar JSON

  "Who may call an operation. Every Query, Mutation and Subscription field declares one; the schema is not built otherwise."
  directive @access(rule: Access!) on FIELD_DEFINITION

  "public: anyone; optional: anyone, staff see more; staff: an editor or admin; admin: an admin."
  enum Access {
    public
    optional
    staff
    admin
  }

  type Query {
    health: String! @access(rule: public)
  }

  type Mutation {
    noop: Boolean @access(rule: public)
  }

  type Subscription {
    contentChanged: ContentChange! @access(rule: public)
  }

  type ContentChange {
    type: String!
    id: ID!
  }
`;
