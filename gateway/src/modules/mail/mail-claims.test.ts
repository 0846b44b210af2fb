import { afterAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { startTestSmtp } from '../../testing/smtp.ts';
import { useGateway } from '../../testing/harness.ts';
import { todayInVietnam } from '../bookings/bookings.schemas.ts';
import { OutboxClaimModel } from './mail.model.ts';

const smtp = await startTestSmtp();
const h = useGateway({
  env: { SMTP_URL: smtp.url, VENUE_NOTIFY_EMAIL: 'team@venue.test', OUTBOX_POLL_MS: '100' },
});
afterAll(async () => {
  resetClock();
  await smtp.close();
});

describe('outbox claims', () => {
  it('are pruned once a day old, by the senders themselves where the database runs no TTL index', async () => {
    const hour = 3600_000;
    await OutboxClaimModel.create([
      { _id: 'sent-long-ago:0:0', at: new Date(Date.now() - 49 * hour) },
      { _id: 'failed-long-ago:0:7', at: new Date(Date.now() - 25 * hour) },
      { _id: 'sent-this-morning:0:0', at: new Date(Date.now() - 3 * hour) },
    ]);
    // The gateway's sender pruned at start; its next pruning is due ten minutes later.
    advanceClock(11 * 60_000);
    const booking = await h.api('/api/bookings/create', {
      body: {
        name: 'Phạm Thu',
        phone: '0912345678',
        email: 'thu@example.com',
        date: todayInVietnam(new Date(Date.now() + 4 * 86_400_000)),
        timeSlot: '19:00',
        guests: 2,
      },
    });
    expect(booking.status).toBe(201);
    await smtp.waitFor(2);
    const ids = (await OutboxClaimModel.find({}, { _id: 1 }).lean<{ _id: string }[]>()).map((c) => c._id);
    expect(ids).not.toContain('sent-long-ago:0:0');
    expect(ids).not.toContain('failed-long-ago:0:7');
    expect(ids).toContain('sent-this-morning:0:0');
    // The claims of the attempts just made stay.
    expect(ids).toContain(`booking-received:${booking.body.results._id}:0:0`);
  });
});
