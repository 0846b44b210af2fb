// The REST contract of /api/capacity, beside capacity.routes.ts: each route's access, request and
// answer schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { ref, type ModuleApi } from '../../lib/openapi.ts';
import {
  areaCapacityInput,
  availabilityQuery,
  bookingSettingsInput,
  eventCapacityInput,
} from './capacity.schemas.ts';

const closure = z.object({ from: z.string(), to: z.string(), reasonVi: z.string(), reasonEn: z.string() });
const areaCapacity = z.object({
  placesPerSlot: z.number().int().nullable(),
  hours: z.array(z.object({ weekday: z.number().int().min(1).max(7), times: z.array(z.string()) })),
  closures: z.array(closure),
});
const availability = z.object({
  date: z.string(),
  closed: closure.nullable(),
  anyTime: z.boolean(),
  slots: z.array(
    z.object({
      time: z.string(),
      capacity: z.number().int().nullable(),
      left: z.number().int().nullable(),
      full: z.boolean(),
      past: z.boolean(),
    }),
  ),
  places: z.object({ capacity: z.number().int(), left: z.number().int() }).nullable(),
  weekdays: z.array(z.number().int()),
  closures: z.array(closure),
});
const settings = z.object({
  cancelCutoffHours: z.number().int(),
  reminderHour: z.number().int(),
  waitlistHoldHours: z.number().int(),
});

export const capacityApi: ModuleApi = {
  schemas: {
    Availability: availability,
    AreaCapacity: areaCapacity,
    AreaCapacityInput: areaCapacityInput,
    EventCapacityInput: eventCapacityInput,
    BookingSettings: settings,
    BookingSettingsInput: bookingSettingsInput,
    Capacity: z.object({ area: areaCapacity.nullable(), places: z.number().int().nullable() }),
  },
  routes: [
    {
      method: 'get',
      path: '/api/capacity/availability',
      tag: 'capacity',
      summary: "A day's slots and places left at an area, or an event's places left",
      access: 'public',
      query: availabilityQuery,
      results: ref('Availability'),
    },
    {
      method: 'get',
      path: '/api/capacity/settings',
      tag: 'capacity',
      summary: 'Cancellation cut-off, reminder hour, waiting-list hold',
      access: 'staff',
      results: ref('BookingSettings'),
    },
    {
      method: 'put',
      path: '/api/capacity/settings',
      tag: 'capacity',
      summary: 'Change the booking settings',
      access: 'admin',
      body: 'BookingSettingsInput',
      results: ref('BookingSettings'),
    },
    {
      method: 'get',
      path: '/api/capacity/:kind/:id',
      tag: 'capacity',
      summary: "An area's hours, places and closures, or an event's places (kind: area or event)",
      access: 'staff',
      results: ref('Capacity'),
    },
    {
      method: 'put',
      path: '/api/capacity/area/:id',
      tag: 'capacity',
      summary: "Set an area's hours, places per slot and closures",
      access: 'staff',
      body: 'AreaCapacityInput',
      results: ref('AreaCapacity'),
    },
    {
      method: 'put',
      path: '/api/capacity/event/:id',
      tag: 'capacity',
      summary: "Set an event's places",
      access: 'staff',
      body: 'EventCapacityInput',
      results: { type: 'object', properties: { places: { type: ['integer', 'null'] } } },
    },
  ],
};
