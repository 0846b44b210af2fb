import { publishChange } from '../../lib/content-bus.ts';
import { sanitizeMapEmbed } from '../../lib/sanitize.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import type { Image } from '../media/media.service.ts';
import { HomeModel } from './home.model.ts';
import { recordVersion } from '../versions/versions.store.ts';
import { homeInput } from './home.schemas.ts';
import { flattenForSet, getOrCreateSingleton, singletonStore } from './singleton.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { registerVersioned } from '../versions/versions.registry.ts';

export interface HomeLinks {
  facebook: string;
  zalo: string;
  hotline: string;
  whatsapp: string;
}
export interface HeroSlide {
  image: Image | null;
  captionVi: string;
  captionEn: string;
  link: string;
}
export interface Seo {
  titleVi: string;
  titleEn: string;
  descriptionVi: string;
  descriptionEn: string;
}
export interface Home {
  _id: string;
  logoHeader: Image | null;
  logoFooter: Image | null;
  map: string;
  address: string;
  addressEn: string;
  phone: string;
  email: string;
  link: HomeLinks;
  slides: HeroSlide[];
  seo: Seo;
  createdAt?: Date;
  updatedAt?: Date;
}

const KEY = 'home';

function toHome(doc: Record<string, unknown>): Home {
  const d = doc as Partial<Home> & Record<string, unknown>;
  const link = (d.link ?? {}) as Partial<HomeLinks>;
  const seo = (d.seo ?? {}) as Partial<Seo>;
  return {
    _id: String(doc._id),
    logoHeader: d.logoHeader ?? null,
    logoFooter: d.logoFooter ?? null,
    map: d.map ?? '',
    address: d.address ?? '',
    addressEn: d.addressEn ?? '',
    phone: d.phone ?? '',
    email: d.email ?? '',
    link: {
      facebook: link.facebook ?? '',
      zalo: link.zalo ?? '',
      hotline: link.hotline ?? '',
      whatsapp: link.whatsapp ?? '',
    },
    slides: (d.slides ?? []).map((s) => ({
      image: s.image ?? null,
      captionVi: s.captionVi ?? '',
      captionEn: s.captionEn ?? '',
      link: s.link ?? '',
    })),
    seo: {
      titleVi: seo.titleVi ?? '',
      titleEn: seo.titleEn ?? '',
      descriptionVi: seo.descriptionVi ?? '',
      descriptionEn: seo.descriptionEn ?? '',
    },
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** The general data (logos, contact, map, links, hero slides, SEO defaults); public. */
const stored = singletonStore({ name: 'home', type: 'home', model: HomeModel, key: KEY, toItem: toHome });

export async function getHome(): Promise<Home> {
  return stored.get();
}

/** Partial update: fields left out (and left-out keys of `link` and `seo`) keep their value. */
export async function updateHome({ input, user }: { input: unknown; user?: AuthUser }): Promise<Home> {
  requireRole(user, 'editor');
  const data = parseInput(homeInput, input);
  if (data.map !== undefined) data.map = sanitizeMapEmbed(data.map);
  const before = await getOrCreateSingleton(HomeModel, KEY);
  const set = flattenForSet(data, ['link', 'seo']);
  const doc = await HomeModel.findOneAndUpdate(
    { key: KEY },
    { $set: set },
    { returnDocument: 'after', runValidators: true },
  ).lean<Record<string, unknown>>();
  const home = toHome(doc ?? (await getOrCreateSingleton(HomeModel, KEY)));
  stored.store.put(home);
  publishChange({ type: 'home', id: home._id });
  await recordVersion({ type: 'home', id: home._id, before: toHome(before), after: home, user });
  recordAudit({
    user,
    action: 'update',
    type: 'home',
    id: home._id,
    label: 'Chung',
    before: toHome(before),
    after: home,
  });
  return home;
}

// The versions module restores through the type's own update (it imports no content module).
registerVersioned('home', {
  restore: (_id, input, user) => updateHome({ input, user }),
  singletonId: async () => (await getHome())._id,
});
