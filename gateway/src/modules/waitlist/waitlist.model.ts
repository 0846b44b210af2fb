import mongoose, { Schema } from 'mongoose';
import { WAITLIST_STATUSES } from './waitlist.schemas.ts';

/** Visitors waiting for places in a full slot, first come first offered. */
const waitlistSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    phone: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    guests: { type: Number, required: true, min: 1, max: 50 },
    date: { type: String, required: true },
    timeSlot: { type: String, required: true },
    areaId: { type: Schema.Types.ObjectId, ref: 'Area' },
    eventId: { type: Schema.Types.ObjectId, ref: 'Event' },
    language: { type: String, enum: ['vi', 'en'], default: 'vi' },
    /** The slot waited for (modules/capacity). */
    slot: { type: String, required: true, index: true },
    status: { type: String, enum: WAITLIST_STATUSES, default: 'waiting' },
    /** While offered: the places are held for the visitor until then. */
    offerExpiresAt: { type: Date, default: null },
    bookingId: { type: String, default: null },
    /** The same request within the duplicate window (modules/limits): a copy fails on it. */
    dup: { type: String },
  },
  { timestamps: true, versionKey: false },
);
waitlistSchema.index({ createdAt: -1 });
waitlistSchema.index({ dup: 1 }, { unique: true, sparse: true });
export const WaitlistModel =
  mongoose.models.Waitlist ?? mongoose.model('Waitlist', waitlistSchema, 'waitlist');
