// The REST contract of /api/waitlist, beside waitlist.routes.ts: each route's access, request and
// answer schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { id, pageOf, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { WAITLIST_STATUSES, waitlistInput, waitlistListQuery } from './waitlist.schemas.ts';

const entry = z.object({
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

export const waitlistApi: ModuleApi = {
  schemas: { WaitlistEntry: entry, WaitlistInput: waitlistInput, OfferInput: z.object({ t: z.string() }) },
  routes: [
    {
      method: 'post',
      path: '/api/waitlist/join',
      tag: 'waitlist',
      summary: 'Wait for places in a full slot (public form)',
      access: 'public',
      body: 'WaitlistInput',
      results: ref('WaitlistEntry'),
      status: 201,
    },
    {
      method: 'get',
      path: '/api/waitlist/all',
      tag: 'waitlist',
      summary: 'The waiting list, newest first',
      access: 'staff',
      query: waitlistListQuery,
      results: pageOf('WaitlistEntry'),
    },
    {
      method: 'get',
      path: '/api/waitlist/offer/:id',
      tag: 'waitlist',
      summary: 'Places offered to a visitor on the waiting list (?t=token); 410 once lapsed',
      access: 'public',
      query: z.object({ t: z.string() }),
      results: ref('WaitlistEntry'),
    },
    {
      method: 'post',
      path: '/api/waitlist/offer/:id/accept',
      tag: 'waitlist',
      summary: 'The visitor takes the places offered (body { t }): their booking is made',
      access: 'public',
      body: 'OfferInput',
      results: ref('ManagedBooking'),
    },
  ],
};
