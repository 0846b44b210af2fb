import { mergeTypeDefs } from '@graphql-tools/merge';
import {
  buildASTSchema,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLOutputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { areaOutput } from '../modules/areas/areas.schemas.ts';
import { userOutput } from '../modules/auth/auth.schemas.ts';
import {
  bookingOutput,
  bookingPageOutput,
  doorListOutput,
  managedBookingOutput,
} from '../modules/bookings/bookings.schemas.ts';
import { contactMessageOutput, contactMessagePageOutput } from '../modules/contact/contact.schemas.ts';
import { eventOutput, eventPageOutput } from '../modules/events/events.schemas.ts';
import { imageOutput } from '../modules/media/media.schemas.ts';
import { newsOutput, newsPageOutput } from '../modules/news/news.schemas.ts';
import { staffMemberOutput } from '../modules/staff/staff.schemas.ts';
import { tagOutput } from '../modules/tags/tags.schemas.ts';
import { acceptedOfferOutput } from '../modules/waitlist/waitlist.schemas.ts';
import { typeDefs } from './schema.ts';

// Each entity's GraphQL object type and the zod schema its REST answer (and OpenAPI entry) comes
// from, compared field by field: a field added to one and not the other fails here.
const PAIRS: Record<string, z.ZodObject> = {
  Booking: bookingOutput,
  BookingPage: bookingPageOutput,
  ManagedBooking: managedBookingOutput,
  AcceptedOffer: acceptedOfferOutput,
  DoorList: doorListOutput,
  ContactMessage: contactMessageOutput,
  ContactMessagePage: contactMessagePageOutput,
  Event: eventOutput,
  EventPage: eventPageOutput,
  News: newsOutput,
  NewsPage: newsPageOutput,
  Area: areaOutput,
  Tag: tagOutput,
  StaffMember: staffMemberOutput,
  User: userOutput,
  Image: imageOutput,
};

/** Fields only one side has, each for a reason; anything else missing on one side is a mismatch. */
const GRAPHQL_ONLY: Record<string, string[]> = {
  // Resolved from the ids on demand; REST answers carry the ids.
  Booking: ['area', 'event'],
  ManagedBooking: ['area', 'event'],
  AcceptedOffer: ['area', 'event'],
  // Arguments make them queries of their own, not fields of the stored item.
  News: ['related'],
  Area: ['upcomingEvents'],
};
const TRASHED = ['deletedAt', 'deletedBy'];
const REST_ONLY: Record<string, string[]> = {
  // Only the answer of a REST delete carries them; GraphQL's delete answers an id.
  Area: TRASHED,
  Event: TRASHED,
  News: TRASHED,
  // Stored timestamps REST has always answered; no GraphQL client asks for them.
  Tag: ['createdAt', 'updatedAt'],
};

type Shape =
  | { kind: 'scalar'; name: 'String' | 'Int' | 'Float' | 'Boolean' | 'DateTime' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'list'; item: Described }
  | { kind: 'object'; zod?: z.ZodType; graphql?: string };
interface Described {
  nullable: boolean;
  shape: Shape;
}

const def = (schema: z.ZodType) => schema._zod.def as unknown as Record<string, any>;

function fromZod(schema: z.ZodType): Described {
  let nullable = false;
  let current = schema;
  for (;;) {
    const d = def(current);
    if (d.type === 'optional' || d.type === 'nullable') {
      nullable = true;
      current = d.innerType;
    } else if (d.type === 'default') current = d.innerType;
    else break;
  }
  const d = def(current);
  const scalar = (name: 'String' | 'Int' | 'Float' | 'Boolean' | 'DateTime'): Described => ({
    nullable,
    shape: { kind: 'scalar', name },
  });
  switch (d.type) {
    case 'string':
      return scalar('String');
    case 'number':
      return scalar((current as z.ZodNumber).isInt ? 'Int' : 'Float');
    case 'boolean':
      return scalar('Boolean');
    case 'enum':
      return { nullable, shape: { kind: 'enum', values: Object.values(d.entries as object).map(String) } };
    case 'literal':
      return scalar(typeof d.values[0] === 'boolean' ? 'Boolean' : 'String');
    case 'pipe':
      // A codec from an ISO string to a Date: lib/shapes.ts's stamp.
      if (def(d.out).type === 'date') return scalar('DateTime');
      return fromZod(d.in);
    case 'array':
      return { nullable, shape: { kind: 'list', item: fromZod(d.element) } };
    case 'object':
      return { nullable, shape: { kind: 'object', zod: current } };
    default:
      throw new Error(`no GraphQL counterpart for a zod ${d.type}`);
  }
}

function fromGraphql(type: GraphQLOutputType): Described {
  const nullable = !(type instanceof GraphQLNonNull);
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  if (inner instanceof GraphQLList)
    return { nullable, shape: { kind: 'list', item: fromGraphql(inner.ofType) } };
  if (inner instanceof GraphQLEnumType) {
    return { nullable, shape: { kind: 'enum', values: inner.getValues().map((v) => v.value as string) } };
  }
  if (inner instanceof GraphQLObjectType) return { nullable, shape: { kind: 'object', graphql: inner.name } };
  const name = (inner as GraphQLScalarType).name;
  return { nullable, shape: { kind: 'scalar', name: name === 'ID' ? 'String' : (name as 'String') } };
}

/** Why a GraphQL field's type and a zod field's schema disagree, or nothing when they agree. */
function mismatch(graphql: Described, zod: Described): string | undefined {
  // GraphQL may promise less than the answer has (a nullable field), never more.
  if (!graphql.nullable && zod.nullable) return 'non-null in GraphQL, nullable or optional in zod';
  const g = graphql.shape;
  const s = zod.shape;
  if (g.kind === 'list' && s.kind === 'list') {
    const item = mismatch(g.item, s.item);
    return item && `list item: ${item}`;
  }
  if (g.kind === 'object' && s.kind === 'object') {
    return PAIRS[g.graphql!] === s.zod
      ? undefined
      : `GraphQL ${g.graphql} is not paired with this zod object`;
  }
  if (g.kind === 'enum' && s.kind === 'enum') {
    return [...g.values].sort().join() === [...s.values].sort().join()
      ? undefined
      : `enum values ${g.values.join('|')} vs ${s.values.join('|')}`;
  }
  // A GraphQL String may carry a zod enum (the language fields); not the other way round.
  if (g.kind === 'scalar' && g.name === 'String' && s.kind === 'enum') return undefined;
  if (g.kind === 'scalar' && s.kind === 'scalar' && g.name === s.name) return undefined;
  return `${JSON.stringify(g)} in GraphQL, ${s.kind === 'scalar' ? s.name : s.kind} in zod`;
}

/** Every disagreement between a GraphQL object type and a zod object, as `Type.field: why`. */
function compare(
  type: GraphQLObjectType,
  zod: z.ZodObject,
  only: { graphql?: string[]; rest?: string[] } = {},
): string[] {
  const problems: string[] = [];
  const fields = type.getFields();
  const shape = zod.shape as Record<string, z.ZodType>;
  for (const name of Object.keys(fields)) {
    if (only.graphql?.includes(name)) continue;
    const field = shape[name];
    if (!field) {
      problems.push(`${type.name}.${name}: in GraphQL, not in the zod schema`);
      continue;
    }
    const why = mismatch(fromGraphql(fields[name]!.type), fromZod(field));
    if (why) problems.push(`${type.name}.${name}: ${why}`);
  }
  for (const name of Object.keys(shape)) {
    if (!fields[name] && !only.rest?.includes(name)) {
      problems.push(`${type.name}.${name}: in the zod schema, not in GraphQL`);
    }
  }
  return problems;
}

describe('GraphQL types and the zod answer schemas', () => {
  // Merged as the gateway merges them, built with this file's graphql: its classes are the ones
  // `instanceof` checks.
  const schema = buildASTSchema(mergeTypeDefs(typeDefs));
  const typeOf = (name: string) => {
    const type = schema.getType(name);
    expect(type, name).toBeInstanceOf(GraphQLObjectType);
    return type as GraphQLObjectType;
  };

  it.each(Object.keys(PAIRS))('%s has the same fields, nullability and scalars on both sides', (name) => {
    const only = { graphql: GRAPHQL_ONLY[name], rest: REST_ONLY[name] };
    expect(compare(typeOf(name), PAIRS[name]!, only)).toEqual([]);
  });

  it('names every field added to, or removed from, one side only', () => {
    // The comparison itself must be able to fail, or the cases above prove nothing.
    const withoutMailHeld = bookingOutput.omit({ mailHeld: true });
    expect(compare(typeOf('Booking'), withoutMailHeld, { graphql: GRAPHQL_ONLY.Booking })).toEqual([
      'Booking.mailHeld: in GraphQL, not in the zod schema',
    ]);
    const extra = tagOutput.extend({ colour: tagOutput.shape.slug });
    expect(compare(typeOf('Tag'), extra, { rest: REST_ONLY.Tag })).toEqual([
      'Tag.colour: in the zod schema, not in GraphQL',
    ]);
    const loose = bookingOutput.extend({ guests: bookingOutput.shape.guests.nullable() });
    expect(compare(typeOf('Booking'), loose, { graphql: GRAPHQL_ONLY.Booking })).toEqual([
      'Booking.guests: non-null in GraphQL, nullable or optional in zod',
    ]);
    const retyped = bookingOutput.extend({ guests: bookingOutput.shape.name });
    expect(compare(typeOf('Booking'), retyped, { graphql: GRAPHQL_ONLY.Booking })).toHaveLength(1);
  });
});
