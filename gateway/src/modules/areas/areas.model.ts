import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { trashFields } from '../trash/trash.store.ts';
import { imageSchema } from '../media/media.model.ts';

const areaSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    nameVi: { type: String, required: true, trim: true },
    nameEn: { type: String, default: '', trim: true },
    summaryVi: { type: String, default: '' },
    summaryEn: { type: String, default: '' },
    descriptionVi: { type: String, default: '' },
    descriptionEn: { type: String, default: '' },
    cover: { type: imageSchema, default: null },
    gallery: { type: [imageSchema], default: [] },
    order: { type: Number, default: 0, index: true },
    ...trashFields,
  },
  { timestamps: true },
);

export type AreaDoc = InferSchemaType<typeof areaSchema> & { _id: mongoose.Types.ObjectId };
export const AreaModel = mongoose.models.Area ?? mongoose.model('Area', areaSchema);
