import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { imageSchema } from '../media/media.model.ts';

/** The introduction page: one document, found by its fixed `key`. */
const introductionSchema = new Schema(
  {
    key: { type: String, required: true, unique: true, default: 'introduction' },
    titleVi: { type: String, default: '' },
    titleEn: { type: String, default: '' },
    summaryVi: { type: String, default: '' },
    summaryEn: { type: String, default: '' },
    contentVi: { type: String, default: '' },
    contentEn: { type: String, default: '' },
    images: { type: [imageSchema], default: [] },
  },
  { timestamps: true, collection: 'introduction' },
);

export type IntroductionDoc = InferSchemaType<typeof introductionSchema> & { _id: mongoose.Types.ObjectId };
export const IntroductionModel =
  mongoose.models.Introduction ?? mongoose.model('Introduction', introductionSchema);
