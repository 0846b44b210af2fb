import mongoose, { Schema } from 'mongoose';

/**
 * A lock on the set of active administrators: a change that could leave none (demote, deactivate)
 * inserts `_id: 'admins'` first, counts, writes, then removes it. `_id` is unique on every backend;
 * `until` lets another gateway take it over from one that died holding it.
 */
const staffLockSchema = new Schema(
  {
    _id: { type: String },
    owner: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { versionKey: false },
);
export const StaffLockModel =
  mongoose.models.StaffLock ?? mongoose.model('StaffLock', staffLockSchema, 'staff_locks');
