import mongoose from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { useGateway, useSecondGateway } from '../../testing/harness.ts';
import { todayInVietnam } from '../bookings/bookings.schemas.ts';
import { OutboxModel, OutboxQueueModel } from './mail.model.ts';

// SMTP is down when the bookings arrive, at two gateways on one database; it comes back later.
const smtpPort = await freePort();
const env = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  VENUE_NOTIFY_EMAIL: 'team@venue.test',
  OUTBOX_POLL_MS: '100',
  // 0.2 s doubling: the 8th failure would come after ~25 s, far beyond the outage below.
  OUTBOX_RETRY_MS: '200',
  LIMIT_VENUE_PER_HOUR: '100000',
};
const h = useGateway({ env });

let seq = 0;
const booking = () => ({
  name: 'Phạm Minh Khoa',
  phone: '0912345678',
  email: `khoa${++seq}@example.com`,
  date: todayInVietnam(new Date(Date.now() + 5 * 86_400_000)),
  timeSlot: '18:00',
  guests: 2,
});

// Two gateways share a MongoDB; on the embedded database the one gateway sends alone.
const several = inject('dbProvider') !== 'ferretdb';

describe('the outbox with SMTP down (and two gateways on MongoDB)', () => {
  let smtp: TestSmtp | undefined;
  const second = useSecondGateway();
  afterAll(async () => {
    await smtp?.close();
  });

  const startSecond = () =>
    second.start(8697, {
      ...env,
      LIMIT_ADDRESS_PER_MINUTE: '100000',
      LIMIT_ADDRESS_PER_HOUR: '100000',
      DUPLICATE_WINDOW_SECONDS: '0',
    });

  it('loses none and sends none twice once SMTP is back', { timeout: 120_000 }, async () => {
    const second = several ? await startSecond() : h.url;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${i % 2 ? second : h.url}/api/bookings/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking()),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { results: { _id: string } }).results._id);
    }
    // Both gateways have tried and failed meanwhile.
    const deadline = Date.now() + 10_000;
    while ((await OutboxModel.countDocuments({ attempts: mongoose.trusted({ $gte: 2 }) })) < 40) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await OutboxModel.countDocuments({ status: 'sent' })).toBe(0);

    smtp = await startTestSmtp(smtpPort);
    await smtp.waitFor(40, 30_000);
    // Nothing more arrives: every mail once.
    await new Promise((r) => setTimeout(r, 1500));
    const messageIds = smtp.received.map((m) => m.messageId);
    expect(new Set(messageIds).size).toBe(40);
    expect(smtp.received).toHaveLength(40);
    // Each booking's two mails: one to the venue, one to the visitor.
    for (const id of ids) {
      const mine = smtp.received.filter((m) => m.messageId?.includes(id));
      expect(mine.map((m) => (m.to as { text: string }).text)).toContain('team@venue.test');
      expect(mine).toHaveLength(2);
    }
    expect(await OutboxModel.countDocuments({ status: 'sent' })).toBe(40);
    // What is left to send is each booking's reminder, due the day before it.
    const left = await OutboxQueueModel.find({}).lean<{ _id: string; due: Date }[]>();
    expect(left.map((r) => r._id).sort()).toEqual(ids.map((id) => `booking-reminder:${id}`).sort());
    for (const row of left) expect(row.due.getTime()).toBeGreaterThan(Date.now());
  });
});
