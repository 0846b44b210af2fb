import { formatCalendarLongDate } from '../../lib/venue-time-input.ts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../../testing/smtp.ts';
import { useGateway } from '../../testing/harness.ts';
import { todayInVietnam } from '../bookings/bookings.schemas.ts';

const smtp = await startTestSmtp();
const h = useGateway({
  env: {
    SMTP_URL: smtp.url,
    VENUE_NOTIFY_EMAIL: 'team@venue.test',
    OUTBOX_POLL_MS: '100',
    PUBLIC_URL: 'https://venue.example',
  },
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

let seq = 0;
const to = (m: { to?: unknown }) => (m.to as { text: string }).text;

/** A booking by a visitor, with its two creation mails already delivered and set aside. */
async function book(language: 'vi' | 'en') {
  const email = `visitor${++seq}-${Date.now()}@example.com`;
  const res = await h.api('/api/bookings/create', {
    body: {
      name: 'Trần Minh',
      phone: '0912345678',
      email,
      date: todayInVietnam(new Date(Date.now() + 6 * 86_400_000)),
      timeSlot: '18:30',
      guests: 2,
      language,
    },
  });
  expect(res.status).toBe(201);
  await smtp.waitFor(2);
  smtp.received.length = 0;
  return res.body.results as { _id: string; email: string; date: string };
}

/** Lets the worker drain, then answers what the visitor received. */
async function visitorMails(email: string, expected: number) {
  await smtp.waitFor(expected);
  // Anything queued twice would arrive within a few polls.
  await new Promise((r) => setTimeout(r, 600));
  return smtp.received.filter((m) => to(m) === email);
}

describe('booking status mails to the visitor', () => {
  it('tells the visitor of a confirmation in English, once per actual change, not per retried request', async () => {
    const staff = await h.signIn('editor');
    const b = await book('en');
    const put = (status: string) =>
      h.api(`/api/bookings/status/${b._id}`, { method: 'PUT', body: { status }, token: staff.accessToken });

    expect((await put('confirmed')).status).toBe(200);
    // The same request again (a retry, a double click): no second mail.
    expect((await put('confirmed')).status).toBe(200);
    const [confirmed, ...rest] = await visitorMails(b.email, 1);
    expect(rest).toHaveLength(0);
    expect(confirmed!.subject).toBe(
      `Your booking is confirmed: the venue, ${formatCalendarLongDate(b.date, false)} at 18:30`,
    );
    expect(confirmed!.html).toContain('lang="en"');
    expect(confirmed!.text).toContain('18:30');
    // What to do next: see or cancel it from its own page.
    expect(confirmed!.text).toContain(`https://venue.example/booking/manage/${b._id}?t=`);

    // Back to new (no mail), confirmed again: a second actual change, a second mail.
    smtp.received.length = 0;
    expect((await put('new')).status).toBe(200);
    expect((await put('confirmed')).status).toBe(200);
    const again = await visitorMails(b.email, 1);
    expect(again.map((m) => m.subject)).toEqual([confirmed!.subject]);
  });

  it('tells the visitor of a cancellation in Vietnamese, also through GraphQL; bad input is a 400', async () => {
    const staff = await h.signIn('editor');
    const b = await book('vi');
    const bad = await h.api(`/api/bookings/status/${b._id}`, {
      method: 'PUT',
      body: { status: 'maybe' },
      token: staff.accessToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('status');

    const mutation = 'mutation($id: ID!) { setBookingStatus(id: $id, status: cancelled) { status } }';
    const [first, second] = await Promise.all([
      h.gql(mutation, { id: b._id }, staff.accessToken),
      h.gql(mutation, { id: b._id }, staff.accessToken),
    ]);
    expect(first.body.data.setBookingStatus.status).toBe('cancelled');
    expect(second.body.data.setBookingStatus.status).toBe('cancelled');
    const mails = await visitorMails(b.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Đặt chỗ của bạn đã bị huỷ: địa điểm, ${formatCalendarLongDate(b.date, true)} lúc 18:30`,
    );
    expect(mails[0]!.html).toContain('lang="vi"');
    expect(mails[0]!.text).toContain('Số khách');
  });
});
