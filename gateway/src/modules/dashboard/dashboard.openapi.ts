// The REST contract of /api/dashboard, beside dashboard.routes.ts: each route's access and answer.
// modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import type { ModuleApi } from '../../lib/openapi.ts';

const dashboard = z.strictObject({
  today: z.string(),
  tonight: z.array(
    z.strictObject({
      kind: z.enum(['area', 'event', 'none']),
      id: z.string().nullable(),
      nameVi: z.string(),
      nameEn: z.string(),
      time: z.string(),
      guests: z.number().int(),
      arrived: z.number().int(),
      bookings: z.number().int(),
      capacity: z.number().int().nullable(),
    }),
  ),
  totals: z.strictObject({
    bookings: z.number().int(),
    guests: z.number().int(),
    arrived: z.number().int(),
    noShows: z.number().int(),
  }),
  toConfirm: z.number().int(),
  newMessages: z.number().int(),
  waiting: z.number().int(),
  madePerDay: z.array(z.strictObject({ day: z.string(), count: z.number().int() })),
  expectedPerDay: z.array(z.strictObject({ day: z.string(), guests: z.number().int() })),
  share: z.array(z.strictObject({ nameVi: z.string(), nameEn: z.string(), guests: z.number().int() })),
});

export const dashboardApi: ModuleApi = {
  schemas: { Dashboard: dashboard },
  routes: [
    {
      method: 'get',
      path: '/api/dashboard',
      tag: 'dashboard',
      summary: "The staff's day: tonight against capacity, what waits, and the plots' figures",
      access: 'staff',
      results: dashboard,
    },
  ],
};
