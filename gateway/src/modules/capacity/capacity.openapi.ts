// The REST contract of /api/capacity, beside capacity.routes.ts: each route's access, request and
// answer schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';
import {
  areaCapacityInput,
  availabilityQuery,
  bookingSettingsInput,
  eventCapacityInput,
} from './capacity.schemas.ts';

const closure = z.strictObject({
  from: z.string(),
  to: z.string(),
  reasonVi: z.string(),
  reasonEn: z.string(),
});
const areaCapacity = z.strictObject({
  placesPerSlot: z.number().int().nullable(),
  hours: z.array(z.strictObject({ weekday: z.number().int().min(1).max(7), times: z.array(z.string()) })),
  closures: z.array(closure),
});
const availability = z.strictObject({
  date: z.string(),
  closed: closure.nullable(),
  anyTime: z.boolean(),
  slots: z.array(
    z.strictObject({
      time: z.string(),
      capacity: z.number().int().nullable(),
      left: z.number().int().nullable(),
      full: z.boolean(),
      past: z.boolean(),
    }),
  ),
  places: z.strictObject({ capacity: z.number().int(), left: z.number().int() }).nullable(),
  weekdays: z.array(z.number().int()),
  closures: z.array(closure),
});
const settings = z.strictObject({
  cancelCutoffHours: z.number().int(),
  reminderHour: z.number().int(),
  waitlistHoldHours: z.number().int(),
});

const capacity = z.strictObject({ area: areaCapacity.nullable(), places: z.number().int().nullable() });

export const capacityApi: ModuleApi = {
  schemas: {
    Availability: availability,
    AreaCapacity: areaCapacity,
    AreaCapacityInput: areaCapacityInput,
    EventCapacityInput: eventCapacityInput,
    BookingSettings: settings,
    BookingSettingsInput: bookingSettingsInput,
    Capacity: capacity,
  },
  routes: [
    {
      method: 'get',
      path: '/api/capacity/availability',
      tag: 'capacity',
      summary: "A day's slots and places left at an area, or an event's places left",
      access: 'public',
      query: availabilityQuery,
      results: availability,
    },
    {
      method: 'get',
      path: '/api/capacity/settings',
      tag: 'capacity',
      summary: 'Cancellation cut-off, reminder hour, waiting-list hold',
      access: 'staff',
      results: settings,
    },
    {
      method: 'put',
      path: '/api/capacity/settings',
      tag: 'capacity',
      summary: 'Change the booking settings',
      access: 'admin',
      body: 'BookingSettingsInput',
      results: settings,
    },
    {
      method: 'get',
      path: '/api/capacity/:kind/:id',
      tag: 'capacity',
      summary: "An area's hours, places and closures, or an event's places (kind: area or event)",
      access: 'staff',
      results: capacity,
      errors: [400],
    },
    {
      method: 'put',
      path: '/api/capacity/area/:id',
      tag: 'capacity',
      summary: "Set an area's hours, places per slot and closures",
      access: 'staff',
      body: 'AreaCapacityInput',
      results: areaCapacity,
    },
    {
      method: 'put',
      path: '/api/capacity/event/:id',
      tag: 'capacity',
      summary: "Set an event's places",
      access: 'staff',
      body: 'EventCapacityInput',
      results: z.strictObject({ places: z.number().int().nullable() }),
    },
  ],
};
