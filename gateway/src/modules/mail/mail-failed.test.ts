import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { useGateway } from '../../testing/harness.ts';
import { OutboxModel, OutboxQueueModel } from './mail.model.ts';

// SMTP stays down: 10 ms doubling, so the 8 attempts take ~2.5 s.
const smtpPort = await freePort();
const h = useGateway({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    VENUE_NOTIFY_EMAIL: 'team@venue.test',
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_MS: '10',
  },
});

const message = (email: string) => ({ name: 'Đỗ Hà', email, subject: 'Hỏi giờ mở cửa', message: 'Xin chào' });
const statusOf = async (id: string) =>
  OutboxModel.findById(id).lean<{ status: string; attempts: number; lastError: string }>();

/** The mail once it has `status` (polled, up to 30 s). */
async function reached(id: string, status: string) {
  await expect.poll(async () => (await statusOf(id))?.status, { timeout: 30_000, interval: 50 }).toBe(status);
  return statusOf(id);
}

describe('a mail SMTP never takes', () => {
  let smtp: TestSmtp | undefined;
  afterAll(() => smtp?.close());

  it(
    'is marked failed after its 8th attempt, with the error, and an admin sends it again',
    { timeout: 60_000 },
    async () => {
      const sent = await h.api('/api/contact/create', { body: message('ha@example.com') });
      expect(sent.status).toBe(201);
      const id = `contact-received:${sent.body.results._id}`;
      const failed = await reached(id, 'failed');
      expect(failed!.attempts).toBe(8);
      expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(await OutboxQueueModel.countDocuments({ _id: id })).toBe(0);

      const admin = await h.signIn('admin');
      const listed = await h.api('/api/mail/outbox?status=failed', { token: admin.accessToken });
      expect(listed.body.results.items.map((m: { _id: string }) => m._id)).toContain(id);

      // SMTP comes back on its address; the admin sends the failed mail again, once.
      smtp = await startTestSmtp(smtpPort);
      const again = await h.api(`/api/mail/outbox/${encodeURIComponent(id)}/release`, {
        method: 'POST',
        token: admin.accessToken,
      });
      expect(again.status).toBe(200);
      const [mail] = await smtp.waitFor(1);
      expect((mail!.to as { text: string }).text).toBe('team@venue.test');
      await reached(id, 'sent');
    },
  );

  it('is sent once when the gateway that claimed it died before sending (its lease ran out)', async () => {
    smtp ??= await startTestSmtp(smtpPort);
    const before = smtp.received.length;
    // A gateway claimed attempt 1 of this mail, moving its row's due past a lease, and died:
    // what is left in the database is a leased row due when the lease ends, here already.
    const id = `contact-received:dead-sender-${Date.now()}`;
    await OutboxModel.create({
      _id: id,
      kind: 'contact-received',
      to: 'team@venue.test',
      subject: 'Tin nhắn mới',
      html: '<p>Xin chào</p>',
      text: 'Xin chào',
      status: 'queued',
      attempts: 0,
    });
    await OutboxQueueModel.create({ _id: id, attempt: 1, leased: true, due: new Date(Date.now() - 1000) });
    const sent = await reached(id, 'sent');
    expect(sent!.attempts).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length - before).toBe(1);
    expect(await OutboxQueueModel.countDocuments({ _id: id })).toBe(0);
  });
});
