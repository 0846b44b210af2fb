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
    /** How many times staff changed the status: names each change's mail to the visitor. */
    statusChanges: { type: Number, default: 0 },
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

/**
 * One row per status change of a booking, `_id` `<booking>#<n>`: inserting it is how a change
 * claims its number. FerretDB v1's conditional updateOne is not atomic across callers (two
 * cancels both "modified" the booking and gave its places back twice); `_id` is unique everywhere.
 */
const statusChangeSchema = new Schema(
  { _id: { type: String }, status: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
export const BookingChangeModel =
  mongoose.models.BookingChange ?? mongoose.model('BookingChange', statusChangeSchema, 'booking_changes');

export type BookingDoc = InferSchemaType<typeof bookingSchema> & { _id: mongoose.Types.ObjectId };
export const BookingModel = mongoose.models.Booking ?? mongoose.model('Booking', bookingSchema);
