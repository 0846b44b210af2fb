import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { trashFields } from '../trash/trash.store.ts';
import { imageSchema } from '../media/media.model.ts';

const newsSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    titleVi: { type: String, required: true, trim: true },
    titleEn: { type: String, default: '' },
    summaryVi: { type: String, default: '' },
    summaryEn: { type: String, default: '' },
    contentVi: { type: String, default: '' },
    contentEn: { type: String, default: '' },
    cover: { type: imageSchema, default: null },
    tagIds: { type: [Schema.Types.ObjectId], default: [], index: true },
    status: { type: String, enum: ['draft', 'published'], default: 'draft' },
    publishedAt: { type: Date, default: null },
    featured: { type: Boolean, default: false, index: true },
    ...trashFields,
  },
  { timestamps: true, collection: 'news' },
);
// The public list: published, already public, newest first.
newsSchema.index({ status: 1, publishedAt: -1 });
newsSchema.index({ publishedAt: -1 });

export type NewsDoc = InferSchemaType<typeof newsSchema> & { _id: mongoose.Types.ObjectId };
export const NewsModel = mongoose.models.News ?? mongoose.model('News', newsSchema);
