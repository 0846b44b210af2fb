import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const tagSchema = new Schema(
  {
    nameVi: { type: String, required: true, trim: true },
    nameEn: { type: String, default: '', trim: true },
    slug: { type: String, required: true, unique: true },
    deleted: { type: Boolean, default: false, index: true },
  },
  { timestamps: true },
);

export type TagDoc = InferSchemaType<typeof tagSchema> & { _id: mongoose.Types.ObjectId };
export const TagModel = mongoose.models.Tag ?? mongoose.model('Tag', tagSchema);
