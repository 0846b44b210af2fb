import mongoose, { Schema } from 'mongoose';

/**
 * Every email the site sends, written before it is sent and kept after (staff read it in the
 * outbox). `_id` is chosen by the writer from what caused the mail (`booking-received:<id>`), so a
 * retried write never queues it twice.
 */
const outboxSchema = new Schema(
  {
    _id: { type: String },
    kind: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    text: { type: String, required: true },
    language: { type: String, enum: ['vi', 'en'], default: 'vi' },
    /**
     * queued → sent | failed; held: past the venue-wide ceiling; kept: no SMTP_URL configured;
     * cancelled: what it was about was cancelled before it was due (a booking's reminder).
     */
    status: {
      type: String,
      enum: ['queued', 'sent', 'failed', 'held', 'kept', 'cancelled'],
      required: true,
    },
    /** What the mail is about (a booking's id): its kind's send guard reads it. */
    ref: { type: String },
    attachments: {
      type: [{ _id: false, filename: String, contentType: String, content: String }],
      default: undefined,
    },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: '' },
    sentAt: { type: Date },
  },
  { timestamps: true, versionKey: false },
);
export const OutboxModel = mongoose.models.Outbox ?? mongoose.model('Outbox', outboxSchema, 'outbox');

/**
 * The mails still to send, one small row each (`_id` = the outbox id), so that the worker's poll
 * reads a short collection: FerretDB v1 scans a whole collection for any filter but `_id`.
 */
const queueSchema = new Schema(
  {
    _id: { type: String },
    /** When the next attempt is due (after a claimed attempt: when its lease ends; a reminder: later). */
    due: { type: Date, required: true },
    /** Attempts claimed so far. */
    attempt: { type: Number, default: 0 },
    /** Claimed, until `due`: the claimer died when it is still set at that time. */
    leased: { type: Boolean, default: false },
  },
  { versionKey: false },
);
export const OutboxQueueModel =
  mongoose.models.OutboxQueue ?? mongoose.model('OutboxQueue', queueSchema, 'outbox_queue');
