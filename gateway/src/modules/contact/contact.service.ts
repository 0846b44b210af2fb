import { publish } from '../../lib/content-bus.ts';
import { notFound } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { ContactMessageModel } from './contact.model.ts';
import { contactHandledInput, contactListQuery, contactMessageInput } from './contact.schemas.ts';

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  handled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ContactMessagePage {
  items: ContactMessage[];
  total: number;
  page: number;
  pageSize: number;
}

function toContactMessage(doc: Record<string, unknown>): ContactMessage {
  return {
    _id: String(doc._id),
    name: doc.name as string,
    email: doc.email as string,
    phone: (doc.phone as string) ?? '',
    subject: doc.subject as string,
    message: doc.message as string,
    handled: Boolean(doc.handled),
    createdAt: doc.createdAt as Date,
    updatedAt: doc.updatedAt as Date,
  };
}

/** Public: a visitor writes to the venue. Staff hear about it through `contactMessageCreated`. */
export async function sendContactMessage({ input }: { input: unknown }): Promise<ContactMessage> {
  const data = parseInput(contactMessageInput, input);
  const doc = await ContactMessageModel.create({ ...data, handled: false });
  const message = toContactMessage(doc.toObject());
  publish('contactMessageCreated', message);
  return message;
}

export async function listContactMessages({
  user,
  ...query
}: {
  handled?: unknown;
  page?: unknown;
  pageSize?: unknown;
  user?: AuthUser;
}): Promise<ContactMessagePage> {
  requireRole(user, 'editor');
  const { handled, page, pageSize } = parseInput(contactListQuery, query);
  const filter = handled === undefined ? {} : { handled };
  const [docs, total] = await Promise.all([
    ContactMessageModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean(),
    ContactMessageModel.countDocuments(filter),
  ]);
  return { items: docs.map(toContactMessage), total, page, pageSize };
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
  const doc = await ContactMessageModel.findOneAndUpdate(
    { _id },
    { $set: { handled: data.handled } },
    { returnDocument: 'after' },
  ).lean();
  if (!doc) throw notFound('Contact message');
  return toContactMessage(doc);
}
