import mongoose, { Schema } from 'mongoose';

/**
 * One allowed public write in one window: `_id` = `<key>:<window start>:<n>`, the n-th slot of
 * the window. Claiming a slot is an insert, which `_id` makes atomic on every backend (FerretDB
 * v1 loses concurrent `$inc`s: 50 at once counted 6). Kept in the database every gateway shares.
 */
const limitSlotSchema = new Schema(
  { _id: { type: String }, expireAt: { type: Date, required: true } },
  { versionKey: false },
);
export const LimitSlotModel = mongoose.models.LimitSlot ?? mongoose.model('LimitSlot', limitSlotSchema);

/**
 * The first of a run of identical public writes: `_id` is a hash of the normalised submission,
 * `targetId` the booking or message stored for it. Later copies within the window return it.
 */
const recentSubmissionSchema = new Schema(
  {
    _id: { type: String },
    targetId: { type: String, required: true },
    expireAt: { type: Date, required: true },
  },
  { versionKey: false },
);
export const RecentSubmissionModel =
  mongoose.models.RecentSubmission ?? mongoose.model('RecentSubmission', recentSubmissionSchema);
