import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { BOOKING_LANGUAGES, BOOKING_STATUSES } from './bookings.schemas.ts';

const bookingSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    phone: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    /** Calendar date at the venue (Asia/Ho_Chi_Minh), YYYY-MM-DD. */
    date: { type: String, required: true },
    /** HH:mm, venue time. */
    timeSlot: { type: String, required: true },
    guests: { type: Number, required: true, min: 1, max: 50 },
    areaId: { type: Schema.Types.ObjectId, ref: 'Area' },
    eventId: { type: Schema.Types.ObjectId, ref: 'Event' },
    note: { type: String, default: '' },
    language: { type: String, enum: BOOKING_LANGUAGES, default: 'vi' },
    status: { type: String, enum: BOOKING_STATUSES, default: 'new' },
    /** Sent past the venue-wide hourly ceiling: stored, but its mails wait for staff. */
    mailHeld: { type: Boolean, default: false },
    /** Who cancelled it (the guest from their link, or staff): what its mails say. */
    cancelledBy: { type: String, enum: ['visitor', 'staff'] },
    /** How many times staff changed the status: names each change's mail to the visitor. */
    statusChanges: { type: Number, default: 0 },
    /** The same submission within the duplicate window (modules/limits): a copy fails on it. */
    dup: { type: String },
    /** The slot whose places it holds (modules/capacity), while `placesHeld`; none: no limit. */
    slot: { type: String },
    placesHeld: { type: Boolean, default: false },
    /** At the door: how many of the party came, or a no-show; both empty: not checked in. */
    arrived: { type: Number, default: null, min: 0, max: 50 },
    noShow: { type: Boolean, default: false },
  },
  { timestamps: true },
);
// The inbox's pages (lib/inbox.ts): newest first, of every booking or of one status.
bookingSchema.index({ createdAt: -1, _id: -1 });
bookingSchema.index({ status: 1, createdAt: -1, _id: -1 });
// A day's bookings (the door, exports by dates), and an area's or an event's.
bookingSchema.index({ date: 1, createdAt: -1 });
bookingSchema.index({ areaId: 1, date: 1 });
bookingSchema.index({ eventId: 1, date: 1 });
bookingSchema.index({ dup: 1 }, { unique: true, sparse: true });
// What a slot's places are recounted from (capacity/places.ts).
bookingSchema.index({ placesHeld: 1, slot: 1 });

export type BookingDoc = InferSchemaType<typeof bookingSchema> & { _id: mongoose.Types.ObjectId };
export const BookingModel = mongoose.models.Booking ?? mongoose.model('Booking', bookingSchema);
