import mongoose, { Schema } from 'mongoose';

/**
 * One allowed public write in one window: `_id` = `<key>:<window start>:<n>`, the n-th slot of
 * the window. Also the duplicate markers: `_id` = `dup:<kind>:<hash of the submission>`, with
 * `targetId` the booking or message stored for it. Claiming a slot is an insert, which `_id` makes atomic on every backend (FerretDB
 * v1 loses concurrent `$inc`s: 50 at once counted 6). Kept in the database every gateway shares.
 */
const limitSlotSchema = new Schema(
  { _id: { type: String }, expireAt: { type: Date, required: true }, targetId: { type: String } },
  { versionKey: false },
);
export const LimitSlotModel = mongoose.models.LimitSlot ?? mongoose.model('LimitSlot', limitSlotSchema);
