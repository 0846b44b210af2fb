import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** One refresh token. Rotation links tokens of one sign-in into a family. */
const sessionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    familyId: { type: String, required: true, index: true },
    jti: { type: String, required: true, unique: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    rotatedAt: { type: Date },
    successorJti: { type: String },
    successorToken: { type: String },
    revokedAt: { type: Date },
  },
  { timestamps: true },
);

export type SessionDoc = InferSchemaType<typeof sessionSchema> & { _id: mongoose.Types.ObjectId };
export const SessionModel = mongoose.models.Session ?? mongoose.model('Session', sessionSchema);
