import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** The Image subdocument every entity uses: `{ public_id, secure_url, width, height, placeholder }`. */
export const imageSchema = new Schema(
  {
    public_id: { type: String, required: true },
    secure_url: { type: String, required: true },
    width: { type: Number },
    height: { type: Number },
    placeholder: { type: String },
  },
  { _id: false },
);

const variantSchema = new Schema(
  {
    bucket: { type: Number, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    file: { type: String, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false },
);

/** One upload: its WebP variants live in the GridFS bucket `media` (files `<public_id>-<bucket>.webp`). */
const mediaSchema = new Schema(
  {
    public_id: { type: String, required: true, unique: true },
    secure_url: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    placeholder: { type: String, default: '' },
    originalName: { type: String, default: '' },
    originalBytes: { type: Number, default: 0 },
    variants: { type: [variantSchema], default: [] },
    createdBy: { type: String, default: '' },
  },
  { timestamps: true, collection: 'media' },
);

export type MediaDoc = InferSchemaType<typeof mediaSchema> & { _id: mongoose.Types.ObjectId };
export const MediaModel = mongoose.models.Media ?? mongoose.model('Media', mediaSchema);
