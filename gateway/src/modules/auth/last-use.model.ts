import mongoose, { Schema } from 'mongoose';

/**
 * "Last used" stamps (a session's last request, a user's last sign-in), kept apart from the
 * session and user documents: FerretDB v1 rewrites a whole document on every update, so a stamp
 * written at the same moment as a revocation or a deactivation could undo it (concurrent `$set`s on
 * one document lose one another there: docs/performance-log.md).
 */
const lastUseSchema = new Schema(
  { _id: { type: String }, at: { type: Date, required: true } },
  { versionKey: false },
);
const LastUseModel = mongoose.models.LastUse ?? mongoose.model('LastUse', lastUseSchema, 'last_uses');

export const lastUseKey = {
  session: (sid: string) => `session:${sid}`,
  user: (id: string) => `user:${id}`,
};

/** Writes a stamp; two racing writers of one key only race each other (11000 on a first insert). */
export async function noteUse(key: string, at = new Date()): Promise<void> {
  await LastUseModel.updateOne({ _id: key }, { $set: { at } }, { upsert: true }).catch((error: unknown) => {
    if ((error as { code?: number }).code !== 11000) throw error;
  });
}

/** The stamps of `keys`, by key (absent keys are missing from the map). */
export async function lastUses(keys: string[]): Promise<Map<string, Date>> {
  if (keys.length === 0) return new Map();
  const rows = await LastUseModel.find({ _id: mongoose.trusted({ $in: keys }) }).lean<
    { _id: string; at: Date }[]
  >();
  return new Map(rows.map((row) => [row._id, row.at]));
}
