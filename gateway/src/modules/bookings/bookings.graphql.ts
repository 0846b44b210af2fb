import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { busStream } from '../../graphql/base-resolvers.ts';
import { areaOfId } from '../areas/areas.service.ts';
import { requireRole } from '../auth/access.ts';
import { eventOfId } from '../events/events.service.ts';
import { createBooking } from './bookings.create.ts';
import { checkIn, doorList } from './bookings.door.ts';
import { cancelManagedBooking, getManagedBooking } from './bookings.link.ts';
import { inboxCounts, listBookings, manageUrl, type Booking } from './bookings.service.ts';
import { setBookingStatus } from './bookings.status.ts';

export const typeDefs = /* GraphQL */ `
  enum BookingStatus {
    new
    confirmed
    cancelled
  }

  type Booking {
    _id: ID!
    name: String!
    phone: String!
    email: String!
    "Calendar date at the venue (Asia/Ho_Chi_Minh), YYYY-MM-DD."
    date: String!
    "HH:mm, venue time."
    timeSlot: String!
    guests: Int!
    areaId: ID
    eventId: ID
    "The area booked, if any (null when it has been deleted since)."
    area: Area
    "The event booked, if any."
    event: Event
    note: String!
    "vi or en: the language the visitor used."
    language: String!
    status: BookingStatus!
    "Sent past the venue-wide hourly ceiling: stored, but its mails are held for staff."
    mailHeld: Boolean!
    "At the door: how many of the party came (null: not checked in)."
    arrived: Int
    noShow: Boolean!
    "Site-relative link to the visitor's page for this booking (see it, cancel it)."
    manageUrl: String
    createdAt: DateTime
    updatedAt: DateTime
  }

  "A booking as its visitor sees it through the link in their mail."
  type ManagedBooking {
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
  }

  "page is 0 when the page was asked for by cursor (after)."
  type BookingPage {
    items: [Booking!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Pass as after to get the next page, however the list changed meanwhile; null on the last page."
    nextCursor: String
  }

  type InboxCounts {
    newBookings: Int!
    unhandledMessages: Int!
    "The venue-wide hourly ceiling of public writes is reached: mails of new ones are held."
    mailsHeld: Boolean!
    "Inboxes whose index is being rebuilt from the database (their lists answer meanwhile, slower)."
    rebuilding: [InboxRebuild!]!
  }

  "The door's list: a day's bookings not cancelled, by time, with the guests expected and arrived."
  type DoorList {
    items: [Booking!]!
    guests: Int!
    arrived: Int!
  }

  type InboxRebuild {
    "bookings or messages"
    inbox: String!
    done: Int!
    total: Int!
  }

  input BookingInput {
    name: String!
    phone: String!
    email: String!
    date: String!
    timeSlot: String!
    guests: Int!
    areaId: ID
    eventId: ID
    note: String
    language: String
    "Leave empty: a field hidden from people, which only bots fill."
    website: String
  }

  extend type Query {
    "Staff only."
    bookings(status: BookingStatus, page: Int = 1, pageSize: Int = 20, after: String): BookingPage!
      @access(rule: staff)
    "Staff only."
    inboxCounts: InboxCounts! @access(rule: staff)
    "Public, with the link's token: NOT_FOUND for a wrong link, GONE once the booking's day is over."
    managedBooking(id: ID!, token: String!): ManagedBooking! @access(rule: public)
    "Staff only: date YYYY-MM-DD (venue calendar); search by name or phone."
    doorList(date: String!, search: String): DoorList! @access(rule: staff)
  }

  extend type Mutation {
    "Public: the booking form."
    createBooking(input: BookingInput!): Booking! @access(rule: public)
    "Staff only. Confirming or cancelling mails the visitor, once per actual change."
    setBookingStatus(id: ID!, status: BookingStatus!): Booking! @access(rule: staff)
    "Public, with the link's token: the visitor cancels (CONFLICT past the cut-off)."
    cancelManagedBooking(id: ID!, token: String!): ManagedBooking! @access(rule: public)
    "Staff only, at the door: arrived of the party came, or noShow; both empty undoes it (audited)."
    checkIn(id: ID!, arrived: Int, noShow: Boolean): Booking! @access(rule: staff)
  }

  extend type Subscription {
    "Staff only: send { authorization: 'Bearer <token>' } in the graphql-ws connectionParams."
    bookingCreated: Booking! @access(rule: staff)
    "Staff only: a booking changed (status, check-in), on any gateway."
    bookingUpdated: Booking! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Booking: {
    // From the read models, without a promise once loaded: graphql-js completes them synchronously.
    area: (booking) => (booking.areaId ? areaOfId(booking.areaId) : null),
    event: (booking) => (booking.eventId ? eventOfId(booking.eventId) : null),
    manageUrl: (booking) => manageUrl({ _id: booking._id!, language: booking.language! }),
  },
  ManagedBooking: {
    area: (booking) => (booking.areaId ? areaOfId(booking.areaId) : null),
    event: (booking) => (booking.eventId ? eventOfId(booking.eventId) : null),
  },
  Query: {
    bookings: (_, args, ctx) => listBookings({ ...args, user: ctx.user }),
    inboxCounts: (_, __, ctx) => inboxCounts({ user: ctx.user }),
    // A visitor's own booking, behind its link's token: never kept in the anonymous answer cache.
    managedBooking: (_, { id, token }, ctx) => {
      ctx.noStore = true;
      return getManagedBooking({ id, token });
    },
    doorList: (_, { date, search }, ctx) => doorList({ date, search, user: ctx.user }),
  },
  Mutation: {
    createBooking: (_, { input }, ctx) => createBooking({ input, client: ctx.client }),
    setBookingStatus: (_, { id, status }, ctx) => setBookingStatus({ id, status, user: ctx.user }),
    cancelManagedBooking: (_, { id, token }) => cancelManagedBooking({ id, token }),
    checkIn: (_, { id, arrived, noShow }, ctx) =>
      checkIn({ id, input: { arrived: arrived ?? null, noShow: noShow ?? false }, user: ctx.user }),
  },
  Subscription: {
    bookingCreated: {
      subscribe: (_, __, ctx) => {
        requireRole(ctx.user, 'editor');
        return busStream<Booking>('bookingCreated', 'bookingCreated');
      },
      resolve: (payload: { bookingCreated: Booking }) => payload.bookingCreated,
    },
    bookingUpdated: {
      subscribe: (_, __, ctx) => {
        requireRole(ctx.user, 'editor');
        return busStream<Booking>('bookingUpdated', 'bookingUpdated');
      },
      resolve: (payload: { bookingUpdated: Booking }) => payload.bookingUpdated,
    },
  },
};
