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
    /**
     * The successor pair, AES-256-GCM sealed, kept only for the grace window so that concurrent
     * refreshes with this token all receive it; removed once the window has passed.
     */
    successorSealed: { type: String },
    revokedAt: { type: Date },
    /** Shown in /admin/account: the browser and address of the latest sign-in or refresh. */
    userAgent: { type: String, default: '' },
    ip: { type: String, default: '' },
    /** When the family began (its sign-in), carried along each rotation. */
    signedInAt: { type: Date },
    /** The latest refresh, or a request with one of its access tokens (at most once a minute). */
    lastUsedAt: { type: Date },
  },
  { timestamps: true },
);

export type SessionDoc = InferSchemaType<typeof sessionSchema> & { _id: mongoose.Types.ObjectId };
export const SessionModel = mongoose.models.Session ?? mongoose.model('Session', sessionSchema);

/**
 * One row per rotated refresh token, keyed by its jti. Inserting it is how a refresh claims the
 * rotation: `_id` is unique on every backend, while FerretDB's findAndModify is not atomic across
 * concurrent callers (20 parallel refreshes produced several successors).
 */
const rotationSchema = new Schema(
  { _id: { type: String }, at: { type: Date, required: true } },
  { versionKey: false },
);
export const SessionRotationModel =
  mongoose.models.SessionRotation ?? mongoose.model('SessionRotation', rotationSchema);
