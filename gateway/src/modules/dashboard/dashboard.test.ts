import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueInstant } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { setClock, resetClock } from '../../lib/clock.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();
let editor = '';
let areaId = '';
const today = venueToday();

beforeAll(async () => {
  const admin = (await h.signIn('admin')).accessToken;
  editor = (await h.signIn('editor')).accessToken;
  areaId = (await h.api('/api/areas/create', { body: { nameVi: 'Vườn', nameEn: 'Garden' }, token: admin }))
    .body.results._id;
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['20:00', '21:00'] }));
  await h.api(`/api/capacity/area/${areaId}`, {
    method: 'PUT',
    token: admin,
    body: { placesPerSlot: 30, hours, closures: [] },
  });
});

describe('the dashboard', () => {
  it('is a friendly empty state for an empty venue: zeros, not missing figures', async () => {
    const res = await h.api('/api/dashboard', { token: editor });
    expect(res.status).toBe(200);
    const d = res.body.results;
    expect(d.today).toBe(today);
    expect(d.tonight).toEqual([]);
    expect(d.totals).toEqual({ bookings: 0, guests: 0, arrived: 0, noShows: 0 });
    expect(d.madePerDay).toHaveLength(90);
    expect(d.madePerDay.at(-1)).toEqual({ day: today, count: 0 });
    expect(d.expectedPerDay).toHaveLength(30);
    expect(d.expectedPerDay[0]).toEqual({ day: today, guests: 0 });
    expect((await h.api('/api/dashboard')).status).toBe(401);
  });

  it('counts tonight against capacity, arrivals, and the plots, equal to what the database holds', async () => {
    // Bookings for tonight are made earlier in the day.
    setClock(venueInstant(today, '00:05'));
    const made: string[] = [];
    for (const [time, guests, date] of [
      ['20:00', 4, today],
      ['20:00', 6, today],
      ['21:00', 2, today],
      ['20:00', 3, addDays(today, 3)],
    ] as const) {
      const res = await h.api('/api/bookings/create', {
        body: {
          name: `K ${made.length}`,
          phone: '0912345678',
          email: `k${made.length}@x.vn`,
          date,
          timeSlot: time,
          guests,
          areaId,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push(res.body.results._id);
    }
    resetClock();
    await h.api(`/api/bookings/checkin/${made[0]}`, { method: 'PUT', body: { arrived: 3 }, token: editor });
    await h.api(`/api/bookings/status/${made[2]}`, {
      method: 'PUT',
      body: { status: 'cancelled' },
      token: editor,
    });
    const d = (
      await h.gql(
        `{ dashboard { today tonight { kind nameVi nameEn time guests arrived bookings capacity }
         totals { bookings guests arrived noShows } toConfirm waiting
         madePerDay { day count } expectedPerDay { day guests } share { nameVi guests } } }`,
        {},
        editor,
      )
    ).body.data.dashboard;
    expect(d.tonight).toEqual([
      {
        kind: 'area',
        nameVi: 'Vườn',
        nameEn: 'Garden',
        time: '20:00',
        guests: 10,
        arrived: 3,
        bookings: 2,
        capacity: 30,
      },
    ]);
    expect(d.totals).toEqual({ bookings: 2, guests: 10, arrived: 3, noShows: 0 });
    const stored = await mongoose.connection.db!.collection('bookings').find({}).toArray();
    expect(d.toConfirm).toBe(stored.filter((b) => b.status === 'new').length);
    expect(d.madePerDay.at(-1)).toEqual({ day: today, count: stored.length });
    expect(d.expectedPerDay[0].guests).toBe(10);
    expect(d.expectedPerDay[3].guests).toBe(3);
    expect(d.share).toEqual([{ nameVi: 'Vườn', guests: 13 }]);
  });
});
