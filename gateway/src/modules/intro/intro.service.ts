import { publishChange } from '../../lib/content-bus.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { flattenForSet, getOrCreateSingleton, singletonStore } from '../home/singleton.ts';
import type { Image } from '../media/media.service.ts';
import { IntroductionModel } from './intro.model.ts';
import { recordVersion } from '../versions/versions.store.ts';
import { introductionInput } from './intro.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { registerVersioned } from '../versions/versions.registry.ts';

export interface Introduction {
  _id: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  images: Image[];
  createdAt?: Date;
  updatedAt?: Date;
}

const KEY = 'introduction';

function toIntroduction(doc: Record<string, unknown>): Introduction {
  const d = doc as Partial<Introduction>;
  return {
    _id: String(doc._id),
    titleVi: d.titleVi ?? '',
    titleEn: d.titleEn ?? '',
    summaryVi: d.summaryVi ?? '',
    summaryEn: d.summaryEn ?? '',
    contentVi: d.contentVi ?? '',
    contentEn: d.contentEn ?? '',
    images: d.images ?? [],
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

const stored = singletonStore({
  name: 'introduction',
  type: 'intro',
  model: IntroductionModel,
  key: KEY,
  toItem: toIntroduction,
});

export async function getIntroduction(): Promise<Introduction> {
  return stored.get();
}

export async function updateIntroduction({
  input,
  user,
}: {
  input: unknown;
  user?: AuthUser;
}): Promise<Introduction> {
  requireRole(user, 'editor');
  const data = parseInput(introductionInput, input);
  if (data.contentVi !== undefined) data.contentVi = sanitizeRichText(data.contentVi);
  if (data.contentEn !== undefined) data.contentEn = sanitizeRichText(data.contentEn);
  const before = await getOrCreateSingleton(IntroductionModel, KEY);
  const doc = await IntroductionModel.findOneAndUpdate(
    { key: KEY },
    { $set: flattenForSet(data, []) },
    { returnDocument: 'after', runValidators: true },
  ).lean<Record<string, unknown>>();
  const intro = toIntroduction(doc ?? (await getOrCreateSingleton(IntroductionModel, KEY)));
  stored.store.put(intro);
  publishChange({ type: 'intro', id: intro._id });
  await recordVersion({
    type: 'intro',
    id: intro._id,
    before: toIntroduction(before),
    after: intro,
    user,
  });
  recordAudit({
    user,
    action: 'update',
    type: 'intro',
    id: intro._id,
    label: 'Giới thiệu',
    before: toIntroduction(before),
    after: intro,
  });
  return intro;
}

// The versions module restores through the type's own update (it imports no content module).
registerVersioned('intro', {
  restore: (_id, input, user) => updateIntroduction({ input, user }),
  singletonId: async () => (await getIntroduction())._id,
});
