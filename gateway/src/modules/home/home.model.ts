import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { imageSchema } from '../media/media.model.ts';

const slideSchema = new Schema(
  {
    image: { type: imageSchema, default: null },
    captionVi: { type: String, default: '' },
    captionEn: { type: String, default: '' },
    link: { type: String, default: '' },
  },
  { _id: false },
);

/** The site's general data: one document, found by its fixed `key`. */
const homeSchema = new Schema(
  {
    key: { type: String, required: true, unique: true, default: 'home' },
    logoHeader: { type: imageSchema, default: null },
    logoFooter: { type: imageSchema, default: null },
    map: { type: String, default: '' },
    address: { type: String, default: '' },
    addressEn: { type: String, default: '' },
    phone: { type: String, default: '' },
    email: { type: String, default: '' },
    link: {
      facebook: { type: String, default: '' },
      zalo: { type: String, default: '' },
      hotline: { type: String, default: '' },
      whatsapp: { type: String, default: '' },
    },
    slides: { type: [slideSchema], default: [] },
    seo: {
      titleVi: { type: String, default: '' },
      titleEn: { type: String, default: '' },
      descriptionVi: { type: String, default: '' },
      descriptionEn: { type: String, default: '' },
    },
  },
  { timestamps: true, collection: 'home' },
);

export type HomeDoc = InferSchemaType<typeof homeSchema> & { _id: mongoose.Types.ObjectId };
export const HomeModel = mongoose.models.Home ?? mongoose.model('Home', homeSchema);
