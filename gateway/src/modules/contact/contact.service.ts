import type { EventEmitter } from 'node:events';
import { bus, publish } from '../../lib/content-bus.ts';
import { notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { Inbox, registerInbox } from '../../lib/inbox.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import mongoose from 'mongoose';
import { exclusive } from '../../db/exclusive.ts';
import { countHoneypot, pickLanguage, storeOnce, type Client } from '../limits/limits.service.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { mailContactMessageCreated } from '../mail/mail.service.ts';
import { ContactMessageModel } from './contact.model.ts';
import {
  contactHandledInput,
  contactListQuery,
  contactMessageInput,
  type ContactMessage,
  type ContactMessagePage,
} from './contact.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { formatDateTime, venueDayEnd, venueDayStart } from '../../lib/venue-time-input.ts';
import { venueDate } from '../../lib/venue-time.ts';
import { contactExportQuery } from './contact.schemas.ts';

export type { ContactMessage, ContactMessagePage };

function toContactMessage(doc: Record<string, unknown>): ContactMessage {
  return {
    _id: String(doc._id),
    name: doc.name as string,
    email: doc.email as string,
    phone: (doc.phone as string) ?? '',
    subject: doc.subject as string,
    message: doc.message as string,
    handled: Boolean(doc.handled),
    language: doc.language === 'en' ? 'en' : 'vi',
    mailHeld: Boolean(doc.mailHeld),
    // Dates arrive as strings in a message another gateway published on the bus.
    createdAt: new Date(doc.createdAt as Date),
    updatedAt: new Date(doc.updatedAt as Date),
  };
}

const HANDLED = 'handled';
const OPEN = 'open';

/** The messages inbox: newest first, handled or not, counted (lib/inbox.ts). */
export function contactInbox(events: EventEmitter = bus): Inbox<ContactMessage> {
  return new Inbox<ContactMessage>({
    name: 'messages',
    model: ContactMessageModel,
    toDoc: toContactMessage,
    stateField: 'handled',
    stateValue: (state) => state === HANDLED,
    stateOf: (m) => (m.handled ? HANDLED : OPEN),
    // Its day is the venue's calendar day it arrived on.
    day: {
      of: (m) => venueDate(m.createdAt),
      filter: (from, to) => ({
        createdAt: mongoose.trusted({
          ...(from ? { $gte: venueDayStart(from) } : {}),
          ...(to ? { $lte: venueDayEnd(to) } : {}),
        }),
      }),
    },
  }).follow(events, ['contactMessageCreated', 'contactMessageUpdated']);
}
const inbox = registerInbox(contactInbox());

/** For the inbox badge (bookings' `inboxCounts`). */
export function countUnhandledMessages(): Promise<number> {
  return inbox.count(OPEN);
}

/**
 * Public: a visitor writes to the venue. Staff hear about it through `contactMessageCreated`.
 * Limited like bookings; the same message sent again within the duplicate window returns the first.
 */
export async function sendContactMessage({
  input,
  client = {},
}: {
  input: unknown;
  client?: Client;
}): Promise<ContactMessage> {
  const { website, ...data } = parseInput(contactMessageInput, input);
  const _id = new mongoose.Types.ObjectId();
  if (website?.trim()) {
    countHoneypot('contact', client);
    const now = new Date();
    return toContactMessage({ _id, ...data, handled: false, createdAt: now, updatedAt: now });
  }
  const { doc, copy } = await storeOnce({
    kind: 'contact',
    // The same message: every field.
    parts: [data.email, data.name, data.phone, data.subject, data.message],
    email: data.email,
    client: { ...client, language: pickLanguage(input, client.language) },
    findCopy: (dup) => ContactMessageModel.findOne({ dup }).lean<Record<string, unknown>>(),
    // The message and its mail in one transaction where the database has them; else the mail
    // right after (a copy writes it again, a no-op by its id).
    create: ({ mailHeld, dup }) =>
      exclusive(
        [String(_id)],
        async () => {
          const [created] = await ContactMessageModel.create([{ _id, ...data, handled: false, mailHeld, dup }]);
          const stored = created.toObject() as Record<string, unknown>;
          await mailContactMessageCreated(toContactMessage(stored));
          return stored;
        },
        // Staff hear of it once it is stored, even when the request was answered 503 meanwhile.
        (stored) => {
          const message = toContactMessage(stored);
          inbox.put(message);
          publish('contactMessageCreated', message);
        },
      ),
  });
  const message = toContactMessage(doc);
  if (copy) await mailContactMessageCreated(message);
  return message;
}

export async function listContactMessages({
  user,
  ...query
}: {
  handled?: unknown;
  page?: unknown;
  pageSize?: unknown;
  after?: unknown;
  user?: AuthUser;
}): Promise<ContactMessagePage> {
  requireRole(user, 'editor');
  const { handled, page, pageSize, after } = parseInput(contactListQuery, {
    ...query,
    after: query.after ?? undefined,
  });
  const state = handled === undefined ? undefined : handled ? HANDLED : OPEN;
  const { items, total, nextCursor } = await inbox.page({ state, page, pageSize, after });
  return { items, total, page: after ? 0 : page, pageSize, nextCursor };
}

export async function markContactHandled({
  id,
  handled,
  user,
}: {
  id: string;
  handled?: unknown;
  user?: AuthUser;
}): Promise<ContactMessage> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'Contact message');
  const data = parseInput(contactHandledInput, { handled: handled ?? undefined });
  const before = await inbox.document(String(_id));
  const doc = await ContactMessageModel.findOneAndUpdate(
    { _id },
    { $set: { handled: data.handled } },
    { returnDocument: 'after' },
  ).lean();
  if (!doc) throw notFound('Contact message');
  const message = toContactMessage(doc);
  inbox.put(message);
  publish('contactMessageUpdated', message);
  recordAudit({
    user,
    action: 'status',
    type: 'contact',
    id,
    label: message.name,
    before: { handled: before?.handled },
    after: { handled: message.handled },
  });
  return message;
}

/** The columns of a messages export, in the admin's language; times in venue time. */
export const MESSAGE_EXPORT_COLUMNS = [
  'Mã',
  'Gửi lúc',
  'Họ tên',
  'Email',
  'Điện thoại',
  'Tiêu đề',
  'Nội dung',
  'Ngôn ngữ',
  'Đã xử lý',
] as const;

/** Staff: the messages the list's filters keep, newest first, a row at a time; audited. */
export async function* exportContactMessages({
  query,
  user,
}: {
  query: unknown;
  user?: AuthUser;
}): AsyncGenerator<string[]> {
  requireRole(user, 'editor');
  const { handled, from, to } = parseInput(contactExportQuery, query ?? {});
  const state = handled === undefined ? undefined : handled ? HANDLED : OPEN;
  let rows = 0;
  try {
    for await (const m of inbox.documents({ state, from, to })) {
      rows++;
      yield [
        m._id,
        formatDateTime(m.createdAt),
        m.name,
        m.email,
        m.phone,
        m.subject,
        m.message,
        m.language,
        m.handled ? 'Có' : 'Chưa',
      ];
    }
  } finally {
    recordAudit({
      user,
      action: 'export',
      type: 'contact',
      label: `${rows} tin nhắn`,
      after: { rows, handled: handled ?? null, from: from ?? null, to: to ?? null },
    });
  }
}
