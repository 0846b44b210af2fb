import { TagModel } from '../modules/tags/tags.model.ts';

/** The demo venue's content; each collection is filled only when it is empty. */
export async function seedDemoVenue(): Promise<void> {
  if ((await TagModel.estimatedDocumentCount()) === 0) {
    await TagModel.insertMany([
      { nameVi: 'Âm nhạc', nameEn: 'Music', slug: 'am-nhac' },
      { nameVi: 'Nghệ thuật', nameEn: 'Art', slug: 'nghe-thuat' },
    ]);
  }
}
