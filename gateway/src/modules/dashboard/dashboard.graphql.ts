import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { dashboard } from './dashboard.service.ts';

export const typeDefs = /* GraphQL */ `
  "A slot tonight: guests booked against its places, and arrived so far."
  type TonightSlot {
    "area, event or none (booked without an area)"
    kind: String!
    id: ID
    nameVi: String!
    nameEn: String!
    time: String!
    guests: Int!
    arrived: Int!
    bookings: Int!
    "null: no limit."
    capacity: Int
  }

  type DashboardTotals {
    bookings: Int!
    guests: Int!
    arrived: Int!
    noShows: Int!
  }

  type DayCount {
    day: String!
    count: Int!
  }

  type DayGuests {
    day: String!
    guests: Int!
  }

  type GuestShare {
    nameVi: String!
    nameEn: String!
    guests: Int!
  }

  type Dashboard {
    "Today at the venue, YYYY-MM-DD."
    today: String!
    tonight: [TonightSlot!]!
    totals: DashboardTotals!
    toConfirm: Int!
    newMessages: Int!
    waiting: Int!
    "Bookings made on each of the last 90 days, oldest first."
    madePerDay: [DayCount!]!
    "Guests expected on each of the next 30 days, today first."
    expectedPerDay: [DayGuests!]!
    "Guests expected over the next 30 days, by area or event."
    share: [GuestShare!]!
  }

  extend type Query {
    "Staff only: the staff's day."
    dashboard: Dashboard! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    dashboard: (_, __, ctx) => dashboard({ user: ctx.user }),
  },
};
