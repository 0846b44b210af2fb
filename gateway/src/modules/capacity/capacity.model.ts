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
 * The places taken per time slot of one area's day (`_id` `area:<id>:<date>`) or of an event
 * (`event:<id>`, time ''): a count kept for speed beside the bookings and offers that hold them
 * (places.ts says how it is kept right).
 */
const placesSchema = new Schema(
  { _id: { type: String }, taken: { type: Schema.Types.Mixed, default: {} } },
  { versionKey: false, minimize: false },
);
export const PlacesModel = mongoose.models.Places ?? mongoose.model('Places', placesSchema, 'places');
