import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ['admin', 'editor'], default: 'editor', required: true },
    active: { type: Boolean, default: true },
    name: { type: String, default: '' },
    passwordChangedAt: { type: Date },
    lastSignInAt: { type: Date },
    /** Invited, no password chosen yet: cannot sign in. */
    invitePending: { type: Boolean, default: false },
    /** SHA-256 of the latest invitation's token: a resent invitation replaces the earlier link. */
    inviteHash: { type: String },
    inviteExpiresAt: { type: Date },
  },
  { timestamps: true },
);

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export const UserModel = mongoose.models.User ?? mongoose.model('User', userSchema);
