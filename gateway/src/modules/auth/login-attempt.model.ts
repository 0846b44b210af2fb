import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One failed login, counted per account (`acct:<email>`) and per address (`ip:<ip>`). Kept in the
 * database so that several gateways share the counters. `expiresAt` gets a TTL index where the
 * server runs them (MongoDB; see rate-limit.ts); FerretDB refuses TTL indexes, so readers always
 * filter by time and writers prune.
 */
const loginAttemptSchema = new Schema(
  {
    key: { type: String, required: true, index: true },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type LoginAttemptDoc = InferSchemaType<typeof loginAttemptSchema>;
export const LoginAttemptModel =
  mongoose.models.LoginAttempt ?? mongoose.model('LoginAttempt', loginAttemptSchema);
