// The REST contract of /api/bookings, beside bookings.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { id, pageOf, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { BOOKING_STATUSES, bookingInput, bookingListQuery, bookingStatusInput } from './bookings.schemas.ts';

const booking = z.object({
  _id: id,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  date: z.string().meta({ description: 'YYYY-MM-DD, venue calendar (Asia/Ho_Chi_Minh)' }),
  timeSlot: z.string().meta({ description: 'HH:mm' }),
  guests: z.number().int().min(1).max(50),
  areaId: id.nullable(),
  eventId: id.nullable(),
  note: z.string(),
  language: z.enum(['vi', 'en']),
  status: z.enum(BOOKING_STATUSES),
  mailHeld: z.boolean(),
  manageUrl: z.string().optional().meta({ description: "Site-relative link to the visitor's page" }),
  createdAt: stamp,
  updatedAt: stamp,
});

const managedBooking = z.object({
  _id: id,
  name: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  guests: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  language: z.enum(['vi', 'en']),
  areaId: id.nullable(),
  eventId: id.nullable(),
  cancellableUntil: stamp,
  canCancel: z.boolean(),
});

export const bookingsApi: ModuleApi = {
  schemas: {
    Booking: booking,
    BookingInput: bookingInput,
    BookingStatusInput: bookingStatusInput,
    ManagedBooking: managedBooking,
    ManageInput: z.object({ t: z.string() }),
  },
  routes: [
    {
      method: 'get',
      path: '/api/bookings/manage/:id',
      tag: 'bookings',
      summary: "The visitor's booking through the link in their mail (?t=token); changes nothing",
      access: 'public',
      query: z.object({ t: z.string() }),
      results: ref('ManagedBooking'),
    },
    {
      method: 'post',
      path: '/api/bookings/manage/:id/cancel',
      tag: 'bookings',
      summary: 'The visitor cancels their booking (body { t }), up to the cut-off before it',
      access: 'public',
      body: 'ManageInput',
      results: ref('ManagedBooking'),
    },
    {
      method: 'post',
      path: '/api/bookings/create',
      tag: 'bookings',
      summary: 'Book a visit (public form)',
      access: 'public',
      body: 'BookingInput',
      results: ref('Booking'),
      status: 201,
    },
    {
      method: 'get',
      path: '/api/bookings/all',
      tag: 'bookings',
      summary: 'Bookings, newest first',
      access: 'staff',
      query: bookingListQuery,
      results: pageOf('Booking'),
    },
    {
      method: 'put',
      path: '/api/bookings/status/:id',
      tag: 'bookings',
      summary: 'Confirm or cancel a booking; the visitor is mailed once per actual change',
      access: 'staff',
      body: 'BookingStatusInput',
      results: ref('Booking'),
    },
  ],
};
