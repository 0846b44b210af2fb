import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    phone: { type: String, default: '' },
    subject: { type: String, required: true, trim: true },
    message: { type: String, required: true, maxlength: 5000 },
    handled: { type: Boolean, default: false },
    language: { type: String, enum: ['vi', 'en'], default: 'vi' },
    /** Sent past the venue-wide hourly ceiling: stored, but its mails wait for staff. */
    mailHeld: { type: Boolean, default: false },
    /** The same message within the duplicate window (modules/limits): a copy fails on it. */
    dup: { type: String },
  },
  { timestamps: true },
);
// The inbox's pages (lib/inbox.ts): newest first, of every message or handled or not.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ dup: 1 }, { unique: true, sparse: true });
contactMessageSchema.index({ handled: 1, createdAt: -1, _id: -1 });

export type ContactMessageDoc = InferSchemaType<typeof contactMessageSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const ContactMessageModel =
  mongoose.models.ContactMessage ?? mongoose.model('ContactMessage', contactMessageSchema);
