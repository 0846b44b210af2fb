import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { areaOfId } from '../areas/areas.service.ts';
import { manageUrl } from '../bookings/bookings.service.ts';
import { eventOfId } from '../events/events.service.ts';
import { acceptWaitlistOffer, getWaitlistOffer, joinWaitlist, listWaitlist } from './waitlist.service.ts';

export const typeDefs = /* GraphQL */ `
  enum WaitlistStatus {
    waiting
    offered
    booked
    expired
  }

  type WaitlistEntry {
    _id: ID!
    name: String!
    phone: String!
    email: String!
    guests: Int!
    date: String!
    timeSlot: String!
    areaId: ID
    eventId: ID
    area: Area
    event: Event
    language: String!
    status: WaitlistStatus!
    "While offered: the places are held until then."
    offerExpiresAt: DateTime
    createdAt: DateTime
  }

  type WaitlistPage {
    items: [WaitlistEntry!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  "The booking an accepted offer made, as its visitor sees it, with the link to manage it."
  type AcceptedOffer {
    _id: ID!
    name: String!
    date: String!
    timeSlot: String!
    guests: Int!
    status: BookingStatus!
    language: String!
    areaId: ID
    eventId: ID
    area: Area
    event: Event
    "Until when the visitor may cancel (the cut-off before the booking)."
    cancellableUntil: DateTime!
    canCancel: Boolean!
    "Site-relative link to the visitor's page for the booking (see it, cancel it)."
    manageUrl: String!
  }

  input WaitlistInput {
    name: String!
    phone: String!
    email: String!
    date: String!
    timeSlot: String!
    guests: Int!
    areaId: ID
    eventId: ID
    language: String
    "Leave empty: a field hidden from people, which only bots fill."
    website: String
  }

  extend type Query {
    "Staff only."
    waitlist(status: WaitlistStatus, page: Int = 1, pageSize: Int = 20): WaitlistPage! @access(rule: staff)
    "Public, with the offer's token: NOT_FOUND for a wrong link, GONE once lapsed."
    waitlistOffer(id: ID!, token: String!): WaitlistEntry! @access(rule: public)
  }

  extend type Mutation {
    "Public: wait for places in a full slot."
    joinWaitlist(input: WaitlistInput!): WaitlistEntry! @access(rule: public)
    "Public, with the offer's token: take the places offered; the booking is made."
    acceptWaitlistOffer(id: ID!, token: String!): AcceptedOffer! @access(rule: public)
  }
`;

export const resolvers: Resolvers = {
  WaitlistEntry: {
    area: (entry) => (entry.areaId ? areaOfId(entry.areaId) : null),
    event: (entry) => (entry.eventId ? eventOfId(entry.eventId) : null),
  },
  AcceptedOffer: {
    area: (booking) => (booking.areaId ? areaOfId(booking.areaId) : null),
    event: (booking) => (booking.eventId ? eventOfId(booking.eventId) : null),
  },
  Query: {
    waitlist: (_, args, ctx) => listWaitlist({ ...args, user: ctx.user }),
    // Behind its link's token, and it lapses: never kept in the anonymous answer cache.
    waitlistOffer: (_, { id, token }, ctx) => {
      ctx.noStore = true;
      return getWaitlistOffer({ id, token });
    },
  },
  Mutation: {
    joinWaitlist: (_, { input }, ctx) => joinWaitlist({ input, client: ctx.client }),
    acceptWaitlistOffer: async (_, { id, token }) => {
      const booking = await acceptWaitlistOffer({ id, token });
      return { ...booking, manageUrl: manageUrl(booking) };
    },
  },
};
