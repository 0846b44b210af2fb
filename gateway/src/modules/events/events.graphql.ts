import type { EventPage, Resolvers } from '../../graphql/generated/resolvers.ts';
import { orNull } from '../../lib/errors.ts';
import { areaOfId } from '../areas/areas.service.ts';
import { PUBLISHABLE_SDL as SDL, publishingMutations, tagsOf } from '../publishing/publishing.graphql.ts';
import * as service from './events.service.ts';
import { featuredTags, getEventBySlug, listEvents, type Event, type Page } from './events.service.ts';

/** The generated page type expects `tags` and `area` on items; the Event type resolvers add them. */
const asPage = (page: Promise<Page<Event>>) => page as unknown as Promise<EventPage>;

export const typeDefs = /* GraphQL */ `
  enum PublishStatus {
    draft
    published
  }

  enum EventWhen {
    UPCOMING
    PAST
    ALL
  }

  type Event {
    ${SDL.head}
    gallery: [Image!]!
    startAt: DateTime!
    endAt: DateTime
    areaId: ID
    area: Area
    tagIds: [ID!]!
    tags: [Tag!]!
    priceVi: String!
    priceEn: String!
    bookingEnabled: Boolean!
    ${SDL.state}
    createdAt: DateTime
    updatedAt: DateTime
  }

  "page is 0 when the page was asked for by cursor (after)."
  type EventPage {
    items: [Event!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Pass as after to get the next page, however the list changed meanwhile; null on the last page."
    nextCursor: String
  }

  "when defaults to UPCOMING for visitors and ALL for staff; status only applies to staff."
  input EventFilter {
    tagId: ID
    tagSlug: String
    areaId: ID
    areaSlug: String
    when: EventWhen
    featured: Boolean
    search: String
    status: PublishStatus
  }

  input EventInput {
    ${SDL.inputHead}
    gallery: [ImageInput!]
    startAt: DateTime
    endAt: DateTime
    areaId: ID
    tagIds: [ID!]
    priceVi: String
    priceEn: String
    bookingEnabled: Boolean
    ${SDL.inputState}
  }

  extend type Area {
    "The next public events held in this area, soonest first."
    upcomingEvents(limit: Int = 3): [Event!]!
  }

  "The first tags to offer a visitor; total counts every tag."
  type TagSelection {
    items: [Tag!]!
    total: Int!
  }

  extend type Query {
    "Most upcoming public events first (limit 1-50, default 12): for the header and the tag chips."
    featuredTags(limit: Int): TagSelection! @access(rule: public)
    events(filter: EventFilter, page: Int = 1, pageSize: Int = 12, after: String): EventPage! @access(rule: optional)
    event(slug: String!): Event @access(rule: optional)
  }

  extend type Mutation {
    createEvent(input: EventInput!): Event! @access(rule: staff)
    updateEvent(id: ID!, input: EventInput!): Event! @access(rule: staff)
    deleteEvent(id: ID!): Event! @access(rule: staff)
    publishEvent(id: ID!): Event! @access(rule: staff)
    unpublishEvent(id: ID!): Event! @access(rule: staff)
  }
`;

export const resolvers: Resolvers = {
  Query: {
    events: (_, { filter, page, pageSize, after }, ctx) =>
      asPage(listEvents({ filter, page, pageSize, after, user: ctx.user })),
    event: (_, { slug }, ctx) => orNull(getEventBySlug({ slug, user: ctx.user })),
    featuredTags: (_, { limit }) => featuredTags({ limit }),
  },
  Mutation: publishingMutations('Event', service),
  Event: {
    tags: tagsOf,
    // From the read model, without a promise once it is loaded: graphql-js then completes it synchronously.
    area: (event) => (event.areaId ? areaOfId(event.areaId) : null),
  },
  Area: {
    upcomingEvents: (area, { limit }, ctx) =>
      ctx.loaders.areaUpcomingEvents.load({ areaId: String(area._id), limit: limit ?? 3 }),
  },
};
