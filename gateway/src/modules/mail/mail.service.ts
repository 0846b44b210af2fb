import mongoose from 'mongoose';
import nodemailer, { type Transporter } from 'nodemailer';
import { insertEachOnce, writeWhenAvailable } from '../../db/connect.ts';
import { writeMode } from '../../db/exclusive.ts';
import { stepDone } from '../../lib/kill-switch.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { now, nowDate } from '../../lib/clock.ts';
import { logger } from '../../lib/logger.ts';
import { runtimeConfig } from '../../lib/runtime.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { getHome } from '../home/home.service.ts';
import { OutboxModel, OutboxQueueModel } from './mail.model.ts';
import { outboxListQuery, type OutboxStatus } from './mail.schemas.ts';
import {
  bookingConfirmationMail,
  bookingReceivedMail,
  bookingReminderMail,
  waitlistOfferMail,
  bookingStatusMail,
  contactReceivedMail,
  guestCancelledMail,
  waitlistJoinedMail,
  type BookingFacts,
  type Language,
  type MessageFacts,
  type RenderedMail,
} from './mail.templates.ts';

export interface OutboxMail {
  _id: string;
  kind: string;
  to: string;
  subject: string;
  language: Language;
  status: OutboxStatus;
  attempts: number;
  lastError: string;
  createdAt: Date;
  sentAt: Date | null;
}

function toOutboxMail(doc: Record<string, unknown>): OutboxMail {
  return {
    _id: String(doc._id),
    kind: doc.kind as string,
    to: doc.to as string,
    subject: doc.subject as string,
    language: doc.language === 'en' ? 'en' : 'vi',
    status: doc.status as OutboxStatus,
    attempts: (doc.attempts as number) ?? 0,
    lastError: (doc.lastError as string) ?? '',
    createdAt: new Date(doc.createdAt as Date),
    sentAt: doc.sentAt ? new Date(doc.sentAt as Date) : null,
  };
}

interface QueueRow {
  _id: string;
  /** Attempts claimed so far, this one included. */
  attempt: number;
}

/** A claimed attempt that has not finished by then (its gateway died) is tried again. */
const LEASE_MS = 2 * 60_000;

export interface OutgoingMail {
  id: string;
  kind: string;
  to: string;
  language: Language;
  mail: RenderedMail;
  held?: boolean;
  /** Not before then (a reminder); now when left out. */
  due?: Date;
  ref?: string;
  attachments?: MailAttachment[];
}

/**
 * Writes a mail to the outbox (and, when it is to be sent, its queue row), then wakes this gateway's
 * worker. `id` names what caused the mail, so writing it again (a retried request) is a no-op.
 * Held mails (past the venue-wide ceiling) and, without SMTP_URL, every mail stay in the outbox.
 */
export function enqueueMail(mail: OutgoingMail): Promise<void> {
  return enqueueMails([mail]);
}

/** Several mails of one cause, in one outbox write (and one queue write): a booking waits for two. */
export async function enqueueMails(mails: OutgoingMail[]): Promise<void> {
  if (!mails.length) return;
  const sending = Boolean(runtimeConfig().mail.smtpUrl);
  const statusOf = (m: OutgoingMail): OutboxStatus => (m.held ? 'held' : sending ? 'queued' : 'kept');
  // Tried again while the database restarts, as the booking was. One written before keeps its
  // row; its queue row is written again (the first try may have died in between): ids make both
  // no-ops then.
  await writeWhenAvailable(() =>
    insertEachOnce(
      () =>
        OutboxModel.insertMany(
          mails.map((m) => ({
            _id: m.id,
            kind: m.kind,
            to: m.to,
            language: m.language,
            status: statusOf(m),
            ref: m.ref,
            attachments: m.attachments,
            ...m.mail,
          })),
          { ordered: false },
        ),
      mails.length,
    ),
  );
  await queue(mails.filter((m) => statusOf(m) === 'queued'));
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Queue rows for mails to send (none written twice), then this gateway's worker is woken. */
async function queue(rows: { id: string; due?: Date }[]): Promise<void> {
  if (!rows.length) return;
  await writeWhenAvailable(() =>
    insertEachOnce(
      () =>
        OutboxQueueModel.insertMany(
          rows.map((r) => ({ _id: r.id, due: r.due ?? nowDate(), attempt: 0 })),
          { ordered: false },
        ),
      rows.length,
    ),
  );
  worker?.kick();
}

/** A mail not yet sent that is no longer wanted (its booking was cancelled): it never goes. */
export async function withdrawMail(id: string): Promise<void> {
  await OutboxModel.updateOne(
    { _id: id, status: mongoose.trusted({ $in: ['queued', 'held', 'kept'] }) },
    { $set: { status: 'cancelled' } },
  );
  await OutboxQueueModel.deleteOne({ _id: id });
}

/** A withdrawn mail wanted again (the booking was taken back), due at `due`. */
export async function restoreMail(id: string, due: Date): Promise<void> {
  const sending = Boolean(runtimeConfig().mail.smtpUrl);
  const result = await OutboxModel.updateOne(
    { _id: id, status: 'cancelled' },
    { $set: { status: sending ? 'queued' : 'kept' } },
  );
  if (result.modifiedCount && sending) await queue([{ id, due }]);
}

/** Where staff notifications go: VENUE_NOTIFY_EMAIL, else the email on the homepage. */
async function venueAddress(): Promise<string | undefined> {
  const configured = runtimeConfig().mail.notifyEmail;
  if (configured) return configured;
  const email = (await getHome()).email.trim();
  return email || undefined;
}

/**
 * A new booking's mails, rendered (its caller writes them with the booking): the venue is told, the
 * visitor gets a confirmation in the language they booked in, and a reminder the day before.
 */
export async function bookingCreatedMails(
  booking: BookingFacts & { _id: string; language: Language; mailHeld: boolean },
  manageUrl: string,
  reminder?: { due: Date; ics: string },
): Promise<OutgoingMail[]> {
  const { publicUrl } = runtimeConfig();
  const venue = await venueAddress();
  const held = booking.mailHeld;
  const [received, confirmation, remind] = await Promise.all([
    venue &&
      bookingReceivedMail(booking, `${publicUrl}/admin/inbox/bookings?booking=${booking._id}`).then(
        (mail): OutgoingMail => ({
          id: receivedId(booking._id),
          kind: 'booking-received',
          to: venue,
          language: 'vi',
          held,
          ref: booking._id,
          mail,
        }),
      ),
    bookingConfirmationMail(booking, booking.language, manageUrl, publicUrl).then((mail): OutgoingMail => ({
      id: confirmationId(booking._id),
      kind: 'booking-confirmation',
      to: booking.email,
      language: booking.language,
      held,
      ref: booking._id,
      mail,
    })),
    reminder && reminderMail(booking, manageUrl, reminder),
  ]);
  return [received, confirmation, remind].filter((m): m is OutgoingMail => Boolean(m));
}

/** The day before, at the reminder hour: the booking, its calendar entry and the manage link. */
async function reminderMail(
  booking: BookingFacts & { _id: string; language: Language; mailHeld: boolean },
  manageUrl: string,
  { due, ics }: { due: Date; ics: string },
): Promise<OutgoingMail> {
  return {
    id: reminderId(booking._id),
    kind: 'booking-reminder',
    to: booking.email,
    language: booking.language,
    held: booking.mailHeld,
    due,
    ref: booking._id,
    attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
    mail: await bookingReminderMail(booking, booking.language, manageUrl, runtimeConfig().publicUrl),
  };
}

export const reminderId = (bookingId: string) => `booking-reminder:${bookingId}`;

const receivedId = (bookingId: string) => `booking-received:${bookingId}`;
const confirmationId = (bookingId: string) => `booking-confirmation:${bookingId}`;

/** Places held for a visitor on the waiting list: one mail per offer (its id names the entry). */
export async function mailWaitlistOffer(
  entry: Omit<BookingFacts, 'note'> & { _id: string; language: Language },
  offerUrl: string,
  until: Date,
): Promise<void> {
  await enqueueMail({
    id: `waitlist-offer:${entry._id}`,
    kind: 'waitlist-offer',
    to: entry.email,
    language: entry.language,
    mail: await waitlistOfferMail({ ...entry, note: '' }, entry.language, offerUrl, until),
  });
}

/** A visitor joined a waiting list: told what they wait for and what comes next (once per entry). */
export async function mailWaitlistJoined(
  entry: Omit<BookingFacts, 'note'> & { _id: string; language: Language },
): Promise<void> {
  await enqueueMail({
    id: `waitlist-joined:${entry._id}`,
    kind: 'waitlist-joined',
    to: entry.email,
    language: entry.language,
    mail: await waitlistJoinedMail({ ...entry, note: '' }, entry.language),
  });
}

/**
 * A booking's status changed: the visitor is told in the language they booked in (their own
 * cancellation as theirs), and the venue of a guest's own cancellation. `change` counts the
 * booking's status changes, so each actual change is one mail and writing it again (a repair) is a
 * no-op.
 */
export async function statusMails(
  booking: BookingFacts & { _id: string; language: Language; status: 'confirmed' | 'cancelled' },
  change: number,
  by: 'staff' | 'visitor',
  manageUrl: string,
): Promise<OutgoingMail[]> {
  const { publicUrl } = runtimeConfig();
  const toGuest: OutgoingMail = {
    id: `booking-${booking.status}:${booking._id}:${change}`,
    kind: `booking-${booking.status}`,
    to: booking.email,
    language: booking.language,
    mail: await bookingStatusMail(booking, booking.status, booking.language, { siteUrl: publicUrl, manageUrl }, by),
  };
  const venue = by === 'visitor' && booking.status === 'cancelled' ? await venueAddress() : undefined;
  if (!venue) return [toGuest];
  return [
    toGuest,
    {
      id: `booking-guest-cancelled:${booking._id}:${change}`,
      kind: 'booking-guest-cancelled',
      to: venue,
      language: 'vi',
      ref: booking._id,
      mail: await guestCancelledMail(booking, `${publicUrl}/admin/inbox/bookings?booking=${booking._id}`),
    },
  ];
}

/** A new contact message: the venue is told. */
export async function mailContactMessageCreated(
  message: MessageFacts & { _id: string; mailHeld: boolean },
): Promise<void> {
  const venue = await venueAddress();
  if (!venue) return;
  await enqueueMail({
    id: `contact-received:${message._id}`,
    kind: 'contact-received',
    to: venue,
    language: 'vi',
    held: message.mailHeld,
    mail: await contactReceivedMail(message, `${runtimeConfig().publicUrl}/admin/inbox/messages`),
  });
}

/** Admins: the outbox, newest first, optionally by status. */
export async function listOutbox({
  user,
  ...query
}: {
  status?: unknown;
  page?: unknown;
  pageSize?: unknown;
  user?: AuthUser;
}): Promise<{ items: OutboxMail[]; total: number; page: number; pageSize: number }> {
  requireRole(user, 'admin');
  const { status, page, pageSize } = parseInput(outboxListQuery, {
    ...query,
    status: query.status ?? undefined,
  });
  const filter = status ? { status } : {};
  const [docs, total] = await Promise.all([
    OutboxModel.find(filter, { html: 0, text: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<Record<string, unknown>[]>(),
    OutboxModel.countDocuments(filter),
  ]);
  return { items: docs.map(toOutboxMail), total, page, pageSize };
}

/** Admins: one mail with its HTML and text, for the preview. */
export async function getOutboxMail({
  id,
  user,
}: {
  id: string;
  user?: AuthUser;
}): Promise<OutboxMail & { html: string; text: string }> {
  requireRole(user, 'admin');
  const doc = await OutboxModel.findById(String(id)).lean<Record<string, unknown>>();
  if (!doc) throw notFound('Mail');
  return { ...toOutboxMail(doc), html: doc.html as string, text: doc.text as string };
}

/** Admins: send a held or failed mail (again). Without SMTP_URL it stays kept. */
export async function releaseMail({ id, user }: { id: string; user?: AuthUser }): Promise<OutboxMail> {
  requireRole(user, 'admin');
  const doc = await OutboxModel.findById(String(id)).lean<Record<string, unknown>>();
  if (!doc) throw notFound('Mail');
  if (doc.status !== 'held' && doc.status !== 'failed')
    throw badInput('Only a held or failed mail can be sent again', { id: 'not held or failed' });
  const sending = Boolean(runtimeConfig().mail.smtpUrl);
  const next = await OutboxModel.findOneAndUpdate(
    { _id: doc._id },
    { $set: { status: sending ? 'queued' : 'kept', attempts: 0, lastError: '' } },
    { returnDocument: 'after' },
  ).lean<Record<string, unknown>>();
  if (sending) await queue([{ id: String(doc._id) }]);
  return toOutboxMail(next!);
}

/**
 * Sends what the queue holds: every gateway runs one (when SMTP_URL is set), polling the small
 * queue collection and woken at once by its own writes. A row is claimed by moving its `due` past
 * a lease in one `findOneAndUpdate` (atomic on MongoDB; on the embedded database this gateway is
 * the only writer and this loop the only claimer), so no pass finds it again before the lease
 * ends; a failure is tried again after OUTBOX_RETRY_MS, doubling, and the 8th marks it failed.
 * A kill between the SMTP server's answer and `sent` sends that mail again (same Message-ID).
 */
class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 30_000,
    } as never);
  }

  start(pollMs: number): void {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    void this.repair().finally(() => this.kick());
  }

  /**
   * A mail written as queued whose queue row never was (a kill in between); where this gateway
   * owns the database, rows leased before this start were leased by its own previous life.
   */
  private async repair(): Promise<void> {
    try {
      if (writeMode() === 'owner')
        await OutboxQueueModel.updateMany({ leased: true }, { $set: { due: nowDate(), leased: false } });
      const queued = await OutboxModel.find({ status: 'queued' }, { _id: 1 }).lean<{ _id: string }[]>();
      await queue(queued.map(({ _id }) => ({ id: _id })));
    } catch (err) {
      logger.warn({ err }, 'outbox: repairing the queue failed');
    }
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => logger.warn({ err }, 'outbox: a pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const row = await OutboxQueueModel.findOneAndUpdate(
        { due: mongoose.trusted({ $lte: nowDate() }) },
        { $set: { due: new Date(now() + LEASE_MS), leased: true }, $inc: { attempt: 1 } },
        { sort: { due: 1 }, returnDocument: 'after' },
      ).lean<QueueRow>();
      if (!row) return;
      stepDone('mail-claimed');
      await this.attempt(row);
    }
  }

  private async attempt(row: QueueRow): Promise<void> {
    const { from, retryMs, maxAttempts } = runtimeConfig().mail;
    const mail = await OutboxModel.findById(row._id).lean<Record<string, unknown>>();
    if (!mail || mail.status !== 'queued') {
      await OutboxQueueModel.deleteOne({ _id: row._id });
      return;
    }
    const number = row.attempt;
    try {
      await this.transport.sendMail({
        from,
        to: mail.to as string,
        subject: mail.subject as string,
        html: mail.html as string,
        text: mail.text as string,
        attachments: (mail.attachments as MailAttachment[] | undefined)?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
        // Stable across attempts: a receiving server that saw it already can tell.
        messageId: `<${encodeURIComponent(row._id)}@venue.outbox>`,
      });
      stepDone('mail-sent');
      await OutboxModel.updateOne(
        { _id: row._id },
        { $set: { status: 'sent', sentAt: new Date(), attempts: number, lastError: '' } },
      );
      await OutboxQueueModel.deleteOne({ _id: row._id });
    } catch (err) {
      const message = String((err as Error)?.message ?? err).slice(0, 500);
      if (number >= maxAttempts) {
        logger.error({ id: row._id, err: message }, 'outbox: mail failed for good');
        await OutboxModel.updateOne(
          { _id: row._id },
          { $set: { status: 'failed', attempts: number, lastError: message } },
        );
        await OutboxQueueModel.deleteOne({ _id: row._id });
      } else {
        logger.warn({ id: row._id, attempt: number, err: message }, 'outbox: send failed, will retry');
        await OutboxModel.updateOne({ _id: row._id }, { $set: { attempts: number, lastError: message } });
        await OutboxQueueModel.updateOne(
          { _id: row._id },
          { $set: { due: new Date(now() + retryMs * 2 ** (number - 1)), leased: false } },
        );
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }
}

let worker: OutboxWorker | undefined;

/** Starts this gateway's sender when SMTP_URL is set; returns its stop. */
export function startMailWorker(): { stop(): Promise<void> } {
  const { smtpUrl, pollMs } = runtimeConfig().mail;
  if (!smtpUrl) {
    logger.info('SMTP_URL not set: mails are kept in the outbox (/admin/outbox)');
    return { stop: async () => undefined };
  }
  const mine = new OutboxWorker(smtpUrl);
  worker = mine;
  mine.start(pollMs);
  return {
    stop: async () => {
      if (worker === mine) worker = undefined;
      await mine.stop();
    },
  };
}
