import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock, setClock } from '../../lib/clock.ts';
import { addDays, venueInstant } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { useGateway } from '../../testing/harness.ts';
import { startTestSmtp } from '../../testing/smtp.ts';
import { expireOffers } from './waitlist.service.ts';

// The visitor's own booking: the link in the mail, cancelling, the reminder, the waiting list.
const smtp = await startTestSmtp();
const h = useGateway({ env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '100' } });
afterAll(() => smtp.close());
afterEach(() => resetClock());

let admin = '';
let areaId = '';
const day = addDays(venueToday(), 3);

beforeAll(async () => {
  admin = (await h.signIn('admin')).accessToken;
  areaId = (await h.api('/api/areas/create', { body: { nameVi: 'Sân thượng' }, token: admin })).body.results
    ._id;
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['18:00', '20:00'] }));
  const set = await h.api(`/api/capacity/area/${areaId}`, {
    method: 'PUT',
    token: admin,
    body: { placesPerSlot: 4, hours, closures: [] },
  });
  expect(set.status).toBe(200);
});

let seq = 0;
const booking = (time: string, guests: number, language: 'vi' | 'en' = 'vi') => ({
  name: `Khách ${++seq}`,
  phone: '0912345678',
  email: `visitor${seq}@example.com`,
  date: day,
  timeSlot: time,
  guests,
  areaId,
  language,
});

/** The mails that reached the SMTP server for `to`, of one kind (by subject). */
const mailsTo = (to: string, subject: RegExp) =>
  smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ''));

async function left(time: string): Promise<number> {
  const res = await h.api(`/api/capacity/availability?areaId=${areaId}&date=${day}`);
  return res.body.results.slots.find((s: { time: string }) => s.time === time).left;
}

/** `/booking/manage/<id>?t=<token>&lang=…` from a mail's text. */
function linkIn(text: string, kind: 'manage' | 'offer') {
  const match = new RegExp(`/booking/${kind}/([0-9a-f]{24})\\?t=([\\w-]+)&(?:amp;)?lang=(vi|en)`).exec(text);
  expect(match, text).toBeTruthy();
  return { id: match![1]!, token: match![2]!, lang: match![3]! };
}

describe("the visitor's own booking", () => {
  it('mails a link that shows the booking, changes nothing, and cancels once, giving the places back', async () => {
    const body = booking('18:00', 3, 'en');
    const made = await h.api('/api/bookings/create', { body });
    expect(made.status).toBe(201);
    expect(made.body.results.manageUrl).toMatch(/^\/booking\/manage\/[0-9a-f]{24}\?t=/);
    expect(await left('18:00')).toBe(1);
    await expect.poll(() => mailsTo(body.email, /received your booking/).length, { timeout: 15_000 }).toBe(1);
    const mail = mailsTo(body.email, /received your booking/)[0]!;
    const link = linkIn(mail.text ?? '', 'manage');
    expect(link).toMatchObject({ id: made.body.results._id, lang: 'en' });

    const wrong = await h.api(`/api/bookings/manage/${link.id}?t=${'x'.repeat(32)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('NOT_FOUND');
    const other = await h.api(`/api/bookings/manage/${'a'.repeat(24)}?t=${link.token}`);
    expect(other.status).toBe(404);
    for (let i = 0; i < 3; i++) {
      const seen = await h.api(`/api/bookings/manage/${link.id}?t=${link.token}`);
      expect(seen.status).toBe(200);
      expect(seen.body.results).toMatchObject({ status: 'new', canCancel: true, guests: 3 });
    }
    const stored = await mongoose.connection
      .db!.collection('bookings')
      .findOne({ _id: new mongoose.Types.ObjectId(link.id) });
    expect(stored?.status).toBe('new');

    const [a, b] = await Promise.all([
      h.api(`/api/bookings/manage/${link.id}/cancel`, { body: { t: link.token } }),
      h.gql('mutation ($id: ID!, $t: String!) { cancelManagedBooking(id: $id, token: $t) { status } }', {
        id: link.id,
        t: link.token,
      }),
    ]);
    expect(a.status).toBe(200);
    expect(a.body.results.status).toBe('cancelled');
    expect(b.body.data.cancelManagedBooking.status).toBe('cancelled');
    expect(await left('18:00')).toBe(4);
    // Given back once: one status change, one cancellation mail.
    const cancelled = await mongoose.connection
      .db!.collection('bookings')
      .findOne({ _id: new mongoose.Types.ObjectId(link.id) });
    expect(cancelled).toMatchObject({ status: 'cancelled', statusChanges: 1, placesHeld: false });
    // No reminder for a cancelled booking.
    const reminder = await mongoose.connection
      .db!.collection('outbox')
      .findOne({ _id: `booking-reminder:${link.id}` as never });
    expect(reminder?.status).toBe('cancelled');
  });

  it('refuses a cancel past the cut-off, and the link after the day', async () => {
    const made = await h.api('/api/bookings/create', { body: booking('20:00', 1) });
    const { token } = linkIn(made.body.results.manageUrl, 'manage');
    const id = made.body.results._id;
    setClock(venueInstant(day, '19:00')); // an hour before: inside the default 2-hour cut-off
    const late = await h.api(`/api/bookings/manage/${id}/cancel`, { body: { t: token } });
    expect(late.status).toBe(409);
    expect((await h.api(`/api/bookings/manage/${id}?t=${token}`)).body.results.canCancel).toBe(false);
    setClock(venueInstant(addDays(day, 1), '00:30'));
    const gone = await h.api(`/api/bookings/manage/${id}?t=${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe('GONE');
  });

  it('reminds the day before, once, with the .ics, in the visitor language; never a cancelled one', async () => {
    const kept = booking('20:00', 1, 'en');
    const dropped = booking('20:00', 1, 'vi');
    expect((await h.api('/api/bookings/create', { body: kept })).status).toBe(201);
    const second = await h.api('/api/bookings/create', { body: dropped });
    const { token } = linkIn(second.body.results.manageUrl, 'manage');
    await h.api(`/api/bookings/manage/${second.body.results._id}/cancel`, { body: { t: token } });
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(kept.email, /See you tomorrow/)).toHaveLength(0);
    setClock(venueInstant(addDays(day, -1), '10:01'));
    await expect.poll(() => mailsTo(kept.email, /See you tomorrow/).length, { timeout: 15_000 }).toBe(1);
    const reminder = mailsTo(kept.email, /See you tomorrow/)[0]!;
    const ics = reminder.attachments.find((a) => a.filename === 'booking.ics');
    expect(ics?.content.toString()).toContain('BEGIN:VEVENT');
    expect(reminder.text).toContain('/booking/manage/');
    advanceClock(3600_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsTo(kept.email, /See you tomorrow/)).toHaveLength(1);
    expect(mailsTo(dropped.email, /Hẹn gặp bạn ngày mai/)).toHaveLength(0);
  });
});

describe('the waiting list', () => {
  it('offers places that come back to the first in line that fits, holds them, then the next', async () => {
    // Fill 18:00 (4 places).
    const first = await h.api('/api/bookings/create', { body: booking('18:00', 4) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await h.api('/api/bookings/create', { body: booking('18:00', 1) })).status).toBe(409);
    const big = booking('18:00', 5); // never fits
    const anna = booking('18:00', 2, 'en');
    const binh = booking('18:00', 2);
    for (const entry of [big, anna, binh])
      expect((await h.api('/api/waitlist/join', { body: entry })).status).toBe(201);
    const editor = (await h.signIn('editor')).accessToken;
    const list = await h.api('/api/waitlist/all', { token: editor });
    expect(list.body.results.total).toBeGreaterThanOrEqual(3);
    expect((await h.api('/api/waitlist/all')).status).toBe(401);

    // The booking of 4 is cancelled: Anna (first that fits) is offered 2, held.
    const { token } = linkIn(first.body.results.manageUrl, 'manage');
    await h.api(`/api/bookings/manage/${first.body.results._id}/cancel`, { body: { t: token } });
    await expect.poll(() => mailsTo(anna.email, /Places are free/).length, { timeout: 15_000 }).toBe(1);
    expect(await left('18:00')).toBe(2); // 2 held for Anna
    const offer = linkIn(mailsTo(anna.email, /Places are free/)[0]!.text ?? '', 'offer');
    expect((await h.api(`/api/waitlist/offer/${offer.id}?t=${offer.token}`)).body.results.status).toBe(
      'offered',
    );

    // Anna lets it lapse: her places go to Binh.
    advanceClock(2 * 3600_000 + 60_000);
    expect(await expireOffers()).toBe(1);
    expect((await h.api(`/api/waitlist/offer/${offer.id}?t=${offer.token}`)).status).toBe(410);
    expect((await h.api(`/api/waitlist/offer/${offer.id}/accept`, { body: { t: offer.token } })).status).toBe(
      410,
    );
    await expect.poll(() => mailsTo(binh.email, /Đã có chỗ/).length, { timeout: 15_000 }).toBe(1);
    const binhOffer = linkIn(mailsTo(binh.email, /Đã có chỗ/)[0]!.text ?? '', 'offer');

    // Binh takes them (twice: the same booking); the places stay taken by his booking.
    const taken = await h.api(`/api/waitlist/offer/${binhOffer.id}/accept`, { body: { t: binhOffer.token } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.results).toMatchObject({ guests: 2, timeSlot: '18:00', status: 'new' });
    // With the link to the new booking's own page, as a new booking's answer has.
    expect(taken.body.results.manageUrl).toMatch(
      new RegExp(`^/booking/manage/${taken.body.results._id}\\?t=[^&]+&lang=`),
    );
    const again = await h.api(`/api/waitlist/offer/${binhOffer.id}/accept`, { body: { t: binhOffer.token } });
    expect(again.body.results._id).toBe(taken.body.results._id);
    expect(await left('18:00')).toBe(2);
    const bookings = await mongoose.connection
      .db!.collection('bookings')
      .countDocuments({ email: binh.email });
    expect(bookings).toBe(1);
    // Nothing lapses now that it is booked.
    advanceClock(3 * 3600_000);
    expect(await expireOffers()).toBe(0);
    expect(await left('18:00')).toBe(2);
  });
});
