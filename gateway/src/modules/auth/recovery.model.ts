import mongoose, { Schema } from 'mongoose';

/**
 * A password-reset link, `_id` = SHA-256 of its token (the token itself is only in the mail), so
 * the look-up is by `_id`. Using it inserts `used:<hash>`: a second use hits the unique `_id`.
 */
const resetSchema = new Schema(
  {
    _id: { type: String },
    userId: { type: Schema.Types.ObjectId },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false },
);
export const PasswordResetModel =
  mongoose.models.PasswordReset ?? mongoose.model('PasswordReset', resetSchema, 'password_resets');
