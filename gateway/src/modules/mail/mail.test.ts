import mongoose from 'mongoose';
import { formatCalendarLongDate } from '../../lib/venue-time-input.ts';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestSmtp } from '../../testing/smtp.ts';
import { useGateway } from '../../testing/harness.ts';
import { todayInVietnam } from '../bookings/bookings.schemas.ts';
import { BookingModel } from '../bookings/bookings.model.ts';
import { databaseUnavailable } from '../../lib/errors.ts';
import { OutboxModel, OutboxQueueModel } from './mail.model.ts';
import { rewriteRecentMails } from '../bookings/bookings.service.ts';

const smtp = await startTestSmtp();
const h = useGateway({
  env: {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Venue <hello@venue.test>',
    VENUE_NOTIFY_EMAIL: 'team@venue.test',
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_MS: '20',
    PUBLIC_URL: 'https://venue.example',
  },
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

let seq = 0;
const booking = (values: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Văn An',
  phone: '0912345678',
  email: `an${++seq}@example.com`,
  date: todayInVietnam(new Date(Date.now() + 5 * 86_400_000)),
  timeSlot: '19:00',
  guests: 3,
  ...values,
});
const to = (m: { to?: unknown }) => (m.to as { text: string }).text;

describe('mail through a real SMTP server', () => {
  it('tells the venue of a booking and confirms it to the visitor in the language they booked in', async () => {
    const en = await h.api('/api/bookings/create', { body: booking({ language: 'en' }) });
    expect(en.status).toBe(201);
    const mails = await smtp.waitFor(2);
    const venue = mails.find((m) => to(m) === 'team@venue.test')!;
    const visitor = mails.find((m) => to(m) === en.body.results.email)!;
    expect(venue.subject).toMatch(/^Đặt chỗ mới: Nguyễn Văn An/);
    expect(venue.html).toContain(`https://venue.example/admin/inbox/bookings?booking=${en.body.results._id}`);
    expect(venue.text).toContain('Nguyễn Văn An');
    expect(visitor.subject).toBe(
      `We received your booking: the venue, ${formatCalendarLongDate(en.body.results.date, false)} at ${en.body.results.timeSlot}`,
    );
    // The text part, written from the same layout: a line a fact, the link beside its label.
    expect(visitor.text).toMatch(/^Guests: \d+$/m);
    expect(visitor.text).toContain('View or cancel your booking: https://venue.example/booking/manage/');
    expect(visitor.html).toContain('lang="en"');
    expect((visitor.from as { text: string }).text).toContain('hello@venue.test');

    smtp.received.length = 0;
    const vi = await h.api('/api/bookings/create', { body: booking({ language: 'vi' }) });
    const [confirmation] = (await smtp.waitFor(2)).filter((m) => to(m) === vi.body.results.email);
    expect(confirmation!.subject).toBe(
      `Đã nhận yêu cầu đặt chỗ: địa điểm, ${formatCalendarLongDate(vi.body.results.date, true)} lúc ${vi.body.results.timeSlot}`,
    );
    expect(confirmation!.text).toContain('Số khách');
  });

  it('tells the venue of a contact message; a filled honeypot sends nothing', async () => {
    const sent = await h.api('/api/contact/create', {
      body: {
        name: 'Lê Thị Hoa',
        email: 'hoa@example.com',
        subject: 'Thuê sân khấu',
        message: 'Xin báo giá thuê sân khấu.',
      },
    });
    expect(sent.status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(to(mail!)).toBe('team@venue.test');
    expect(mail!.subject).toBe('Tin nhắn mới: Thuê sân khấu');
    expect(mail!.text).toContain('Xin báo giá thuê sân khấu.');

    const bot = await h.api('/api/bookings/create', { body: booking({ website: 'http://spam' }) });
    expect(bot.status).toBe(201);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps every mail in the outbox, readable by admins only, marked sent', async () => {
    const made = await h.api('/api/bookings/create', { body: booking() });
    await smtp.waitFor(2);
    const admin = await h.signIn('admin');
    const editor = await h.signIn('editor');
    expect((await h.api('/api/mail/outbox')).status).toBe(401);
    expect((await h.api('/api/mail/outbox', { token: editor.accessToken })).status).toBe(403);
    const id = `booking-confirmation:${made.body.results._id}`;
    let mail;
    for (let i = 0; i < 50; i++) {
      mail = await h.api(`/api/mail/outbox/${encodeURIComponent(id)}`, { token: admin.accessToken });
      if (mail.body.results?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail!.body.results).toMatchObject({
      _id: id,
      status: 'sent',
      attempts: 1,
      to: made.body.results.email,
    });
    expect(mail!.body.results.html).toContain('<html');
    const list = await h.api('/api/mail/outbox?status=sent&pageSize=100', { token: admin.accessToken });
    expect(list.body.results.items.map((m: { _id: string }) => m._id)).toContain(id);
    expect(list.body.results.items[0]).not.toHaveProperty('html');
    const bad = await h.api('/api/mail/outbox?status=lost', { token: admin.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('status');
    const gql = await h.gql(
      '{ outbox(pageSize: 5) { total items { _id status } } }',
      undefined,
      admin.accessToken,
    );
    expect(gql.body.data.outbox.total).toBeGreaterThan(0);
    const denied = await h.gql('{ outbox { total } }', undefined, editor.accessToken);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it("writes a new booking's mails with it: none for one whose insert failed", async () => {
    const name = `Refused ${Date.now()}`;
    const email = `refused-${Date.now()}@example.com`;
    // The database refuses the booking for longer than a request waits.
    const failing = vi.spyOn(BookingModel, 'create').mockRejectedValue(databaseUnavailable());
    const res = await h.api('/api/bookings/create', { body: booking({ name, email }) });
    failing.mockRestore();
    expect(res.status).toBe(503);
    const written = await OutboxModel.countDocuments({
      $or: [{ to: email }, { subject: mongoose.trusted({ $regex: name }) }],
    });
    expect(written).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(0);
  });

  it("writes at start the mails a kill cut off after their booking's write, once", async () => {
    // What a kill between a booking's insert and its mails leaves: the booking alone.
    const fields = { ...booking(), note: '', language: 'en' as const, status: 'new' };
    const stored = await BookingModel.create({ _id: new mongoose.Types.ObjectId(), ...fields });
    const since = new Date(Date.now() - 60_000);
    expect(await rewriteRecentMails(since)).toBeGreaterThanOrEqual(1);
    const mails = await smtp.waitFor(2);
    expect(mails.map(to).sort()).toEqual([fields.email, 'team@venue.test'].sort());
    // Written again, they are the same mails: nothing more goes.
    await rewriteRecentMails(since);
    await new Promise((r) => setTimeout(r, 800));
    expect(smtp.received.filter((m) => to(m) === fields.email)).toHaveLength(1);
    expect(await OutboxQueueModel.countDocuments({ _id: `booking-confirmation:${stored._id}` })).toBe(0);
  });
});
