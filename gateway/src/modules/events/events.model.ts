import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { trashFields } from '../trash/trash.store.ts';
import { imageSchema } from '../media/media.model.ts';

const eventSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    titleVi: { type: String, required: true, trim: true },
    titleEn: { type: String, default: '' },
    summaryVi: { type: String, default: '' },
    summaryEn: { type: String, default: '' },
    contentVi: { type: String, default: '' },
    contentEn: { type: String, default: '' },
    cover: { type: imageSchema, default: null },
    gallery: { type: [imageSchema], default: [] },
    startAt: { type: Date, required: true },
    endAt: { type: Date, default: null },
    /** endAt, or startAt when there is no end: one indexed field splits upcoming from past. */
    endsAt: { type: Date, required: true, index: true },
    areaId: { type: Schema.Types.ObjectId, default: null, index: true },
    tagIds: { type: [Schema.Types.ObjectId], default: [], index: true },
    priceVi: { type: String, default: '' },
    priceEn: { type: String, default: '' },
    bookingEnabled: { type: Boolean, default: false },
    status: { type: String, enum: ['draft', 'published'], default: 'draft' },
    publishedAt: { type: Date, default: null },
    featured: { type: Boolean, default: false, index: true },
    ...trashFields,
  },
  { timestamps: true },
);
// The public list: published, already public, ordered by start.
eventSchema.index({ status: 1, publishedAt: 1, startAt: 1 });
eventSchema.index({ startAt: 1 });

export type EventDoc = InferSchemaType<typeof eventSchema> & { _id: mongoose.Types.ObjectId };
export const EventModel = mongoose.models.Event ?? mongoose.model('Event', eventSchema);
