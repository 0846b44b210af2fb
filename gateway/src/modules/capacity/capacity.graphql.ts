import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import {
  availability,
  getCapacity,
  setAreaCapacity,
  setBookingSettings,
  setEventCapacity,
  staffBookingSettings,
} from './capacity.service.ts';

export const typeDefs = /* GraphQL */ `
  type Closure {
    "YYYY-MM-DD, venue calendar; from and to included."
    from: String!
    to: String!
    reasonVi: String!
    reasonEn: String!
  }

  type WeekdayHours {
    "ISO weekday: 1 Monday … 7 Sunday."
    weekday: Int!
    "HH:mm, venue time."
    times: [String!]!
  }

  type AreaCapacity {
    "null: no limit on places."
    placesPerSlot: Int
    "No weekday at all: any time may be asked for."
    hours: [WeekdayHours!]!
    closures: [Closure!]!
  }

  type Capacity {
    area: AreaCapacity
    places: Int
  }

  type SlotAvailability {
    time: String!
    capacity: Int
    left: Int
    full: Boolean!
    past: Boolean!
  }

  type EventPlaces {
    capacity: Int!
    left: Int!
  }

  type Availability {
    date: String!
    closed: Closure
    anyTime: Boolean!
    slots: [SlotAvailability!]!
    places: EventPlaces
    weekdays: [Int!]!
    closures: [Closure!]!
  }

  type BookingSettings {
    cancelCutoffHours: Int!
    reminderHour: Int!
    waitlistHoldHours: Int!
  }

  input ClosureInput {
    from: String!
    to: String!
    reasonVi: String
    reasonEn: String
  }

  input WeekdayHoursInput {
    weekday: Int!
    times: [String!]!
  }

  input AreaCapacityInput {
    placesPerSlot: Int
    hours: [WeekdayHoursInput!]!
    closures: [ClosureInput!]!
  }

  input BookingSettingsInput {
    cancelCutoffHours: Int
    reminderHour: Int
    waitlistHoldHours: Int
  }

  extend type Query {
    "Public: a day's slots and places left at an area, or an event's places left."
    availability(areaId: ID, eventId: ID, date: String!): Availability! @access(rule: public)
    "Staff: an area's or an event's capacity (kind: area or event)."
    capacity(kind: String!, id: ID!): Capacity! @access(rule: staff)
    bookingSettings: BookingSettings! @access(rule: staff)
  }

  extend type Mutation {
    setAreaCapacity(id: ID!, input: AreaCapacityInput!): AreaCapacity! @access(rule: staff)
    setEventCapacity(id: ID!, places: Int): Int @access(rule: staff)
    setBookingSettings(input: BookingSettingsInput!): BookingSettings! @access(rule: admin)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    // Places left change with every booking: never kept in the anonymous answer cache.
    availability: (_, args, ctx) => {
      ctx.noStore = true;
      return availability({
        input: { areaId: args.areaId ?? undefined, eventId: args.eventId ?? undefined, date: args.date },
      });
    },
    capacity: (_, { kind, id }, ctx) => getCapacity({ kind, id, user: ctx.user }),
    bookingSettings: (_, __, ctx) => staffBookingSettings({ user: ctx.user }),
  },
  Mutation: {
    setAreaCapacity: (_, { id, input }, ctx) => setAreaCapacity({ id, input, user: ctx.user }),
    setEventCapacity: (_, { id, places }, ctx) =>
      setEventCapacity({ id, input: { places: places ?? null }, user: ctx.user }),
    setBookingSettings: (_, { input }, ctx) => setBookingSettings({ input, user: ctx.user }),
  },
};
