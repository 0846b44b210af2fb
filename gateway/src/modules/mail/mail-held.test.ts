import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../../testing/smtp.ts';
import { useGateway } from '../../testing/harness.ts';
import { todayInVietnam } from '../bookings/bookings.schemas.ts';

const smtp = await startTestSmtp();
// One public write an hour venue-wide: the next ones are stored with their mails held.
const h = useGateway({
  env: {
    SMTP_URL: smtp.url,
    VENUE_NOTIFY_EMAIL: 'team@venue.test',
    OUTBOX_POLL_MS: '100',
    LIMIT_VENUE_PER_HOUR: '1',
  },
});
afterAll(() => smtp.close());

const booking = (email: string) => ({
  name: 'Võ Thị Lan',
  phone: '0912345678',
  email,
  date: todayInVietnam(new Date(Date.now() + 5 * 86_400_000)),
  timeSlot: '18:00',
  guests: 2,
});

describe('mails of submissions past the venue-wide ceiling', () => {
  it('are held in the outbox, not sent, until an admin releases them', async () => {
    const first = await h.api('/api/bookings/create', { body: booking('lan1@example.com') });
    expect(first.body.results.mailHeld).toBe(false);
    await smtp.waitFor(2);
    const over = await h.api('/api/bookings/create', { body: booking('lan2@example.com') });
    expect(over.body.results.mailHeld).toBe(true);
    const message = await h.api('/api/contact/create', {
      body: { name: 'Lan', email: 'lan3@example.com', subject: 'Hỏi', message: 'Xin chào' },
    });
    expect(message.body.results.mailHeld).toBe(true);
    await new Promise((r) => setTimeout(r, 800));
    expect(smtp.received).toHaveLength(2);

    const admin = await h.signIn('admin');
    const held = await h.api('/api/mail/outbox?status=held', { token: admin.accessToken });
    expect(held.body.results.items.map((m: { _id: string }) => m._id).sort()).toEqual(
      [
        `booking-confirmation:${over.body.results._id}`,
        `booking-received:${over.body.results._id}`,
        // Its reminder too: a held booking's mails wait for staff, all of them.
        `booking-reminder:${over.body.results._id}`,
        `contact-received:${message.body.results._id}`,
      ].sort(),
    );

    const id = encodeURIComponent(`booking-confirmation:${over.body.results._id}`);
    const released = await h.api(`/api/mail/outbox/${id}/release`, {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(released.status).toBe(200);
    expect(released.body.results.status).toBe('queued');
    const mails = await smtp.waitFor(3);
    expect((mails[2]!.to as { text: string }).text).toBe('lan2@example.com');
    const again = await h.api(`/api/mail/outbox/${id}/release`, { method: 'POST', token: admin.accessToken });
    expect(again.status).toBe(400);
  });
});
