// The REST contract of /api/waitlist, beside waitlist.routes.ts: each route's access, request and
// answer schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';
import { objectIdString as id, pageOf, stamp } from '../../lib/shapes.ts';
import { acceptedOfferOutput, WAITLIST_STATUSES, waitlistInput, waitlistListQuery } from './waitlist.schemas.ts';

const entry = z.strictObject({
  _id: id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  guests: z.number().int(),
  date: z.string(),
  timeSlot: z.string(),
  areaId: id.nullable(),
  eventId: id.nullable(),
  language: z.enum(['vi', 'en']),
  slot: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  offerExpiresAt: stamp.nullable(),
  bookingId: id.nullable(),
  createdAt: stamp,
});

const offerInput = z.strictObject({ t: z.string() });

export const waitlistApi: ModuleApi = {
  schemas: { WaitlistEntry: entry, WaitlistInput: waitlistInput, OfferInput: offerInput },
  routes: [
    {
      method: 'post',
      path: '/api/waitlist/join',
      tag: 'waitlist',
      summary: 'Wait for places in a full slot (public form)',
      access: 'public',
      body: 'WaitlistInput',
      results: entry,
      status: 201,
    },
    {
      method: 'get',
      path: '/api/waitlist/all',
      tag: 'waitlist',
      summary: 'The waiting list, newest first',
      access: 'staff',
      query: waitlistListQuery,
      results: pageOf(entry),
    },
    {
      method: 'get',
      path: '/api/waitlist/offer/:id',
      tag: 'waitlist',
      summary: 'Places offered to a visitor on the waiting list (?t=token); 410 once lapsed',
      access: 'public',
      query: offerInput,
      results: entry,
      errors: [410],
    },
    {
      method: 'post',
      path: '/api/waitlist/offer/:id/accept',
      tag: 'waitlist',
      summary: 'The visitor takes the places offered (body { t }): their booking is made',
      access: 'public',
      body: 'OfferInput',
      results: acceptedOfferOutput,
      errors: [410],
    },
  ],
};
