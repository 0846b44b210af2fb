import mongoose, { Schema } from 'mongoose';

/**
 * What staff set about taking bookings: `_id` `area:<id>` (hours, places per slot, closures),
 * `event:<id>` (places) or `settings` (cut-off, reminder hour, waiting-list hold).
 */
const capacitySchema = new Schema(
  {
    _id: { type: String },
    placesPerSlot: { type: Number, default: null },
    hours: { type: [{ _id: false, weekday: Number, times: [String] }], default: undefined },
    closures: {
      type: [{ _id: false, from: String, to: String, reasonVi: String, reasonEn: String }],
      default: undefined,
    },
    places: { type: Number, default: null },
    cancelCutoffHours: { type: Number },
    reminderHour: { type: Number },
    waitlistHoldHours: { type: Number },
  },
  { timestamps: true, versionKey: false },
);
export const CapacityModel =
  mongoose.models.Capacity ?? mongoose.model('Capacity', capacitySchema, 'capacity');

/**
 * The places taken in the slots of one day at an area (or of an event), as a chain of versions:
 * `_id` `<chain>@<n>` holds what each time slot had taken after the n-th change. A change inserts
 * version n+1, and `_id` is unique on every database, so of two changes made from version n only
 * one is stored: the check and the taking are one step. A day's availability is one chain read.
 */
const ledgerSchema = new Schema(
  {
    _id: { type: String },
    /** Places taken per time slot ('HH:mm'; '' for an event). */
    taken: { type: Schema.Types.Mixed, required: true },
    /** What this version changed: each booking's or offer's places taken or given back. */
    changes: {
      type: [{ _id: false, time: String, delta: Number, by: String }],
      required: true,
    },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export const LedgerModel =
  mongoose.models.CapacityLedger ?? mongoose.model('CapacityLedger', ledgerSchema, 'capacity_ledger');

/** A slot's latest version as last written: where reading the chain starts (it may lag behind). */
const headSchema = new Schema(
  { _id: { type: String }, v: { type: Number, required: true } },
  { versionKey: false },
);
export const HeadModel =
  mongoose.models.CapacityHead ?? mongoose.model('CapacityHead', headSchema, 'capacity_heads');
