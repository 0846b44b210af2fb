// The REST contract of /api/bookings, beside bookings.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';
import {
  bookingInput,
  bookingListQuery,
  bookingOutput,
  bookingPageOutput,
  bookingStatusInput,
  managedBookingOutput,
} from './bookings.schemas.ts';

const manageInput = z.strictObject({ t: z.string() });

export const bookingsApi: ModuleApi = {
  schemas: {
    Booking: bookingOutput,
    BookingPage: bookingPageOutput,
    BookingInput: bookingInput,
    BookingStatusInput: bookingStatusInput,
    ManagedBooking: managedBookingOutput,
    ManageInput: manageInput,
  },
  routes: [
    {
      method: 'get',
      path: '/api/bookings/manage/:id',
      tag: 'bookings',
      summary: "The visitor's booking through the link in their mail (?t=token); changes nothing",
      access: 'public',
      query: manageInput,
      results: managedBookingOutput,
      errors: [410],
    },
    {
      method: 'post',
      path: '/api/bookings/manage/:id/cancel',
      tag: 'bookings',
      summary: 'The visitor cancels their booking (body { t }), up to the cut-off before it',
      access: 'public',
      body: 'ManageInput',
      results: managedBookingOutput,
      errors: [409, 410],
    },
    {
      method: 'post',
      path: '/api/bookings/create',
      tag: 'bookings',
      summary: 'Book a visit (public form)',
      access: 'public',
      body: 'BookingInput',
      results: bookingOutput,
      status: 201,
      errors: [409, 429],
    },
    {
      method: 'get',
      path: '/api/bookings/all',
      tag: 'bookings',
      summary: 'Bookings, newest first',
      access: 'staff',
      query: bookingListQuery,
      results: bookingPageOutput,
    },
    {
      method: 'put',
      path: '/api/bookings/status/:id',
      tag: 'bookings',
      summary: 'Confirm or cancel a booking; the visitor is mailed once per actual change',
      access: 'staff',
      body: 'BookingStatusInput',
      results: bookingOutput,
      errors: [409],
    },
  ],
};
