import { now } from '../lib/clock.ts';
import type { PublishableHead } from '../modules/publishing/publishing.service.ts';
import { slugify } from '../lib/slug.ts';
import { venueToday } from '../lib/venue-time.ts';
import { addDays, venueInstant } from '../lib/venue-time-input.ts';
import { listAreas, type Area } from '../modules/areas/areas.service.ts';
import type { AuthUser } from '../modules/auth/auth.types.ts';
import { createEvent } from '../modules/events/events.service.ts';
import { EventModel } from '../modules/events/events.model.ts';
import type { Image } from '../modules/media/media.service.ts';
import { createNews } from '../modules/news/news.service.ts';
import { NewsModel } from '../modules/news/news.model.ts';
import { listTags, type Tag } from '../modules/tags/tags.service.ts';
import { demoImage, type Motif, type PaletteName } from './demo-images.ts';
import programme from './demo/programme.json' with { type: 'json' };

/** One item of demo/programme.json: the copy, and when it happens relative to the day of the seed. */
type DemoItem = Pick<
  PublishableHead,
  'titleVi' | 'titleEn' | 'summaryVi' | 'summaryEn' | 'contentVi' | 'contentEn'
> & {
  /** Venue calendar days from the seed's day (negative: in the past). */
  day: number;
  /** Keys of `tagKeywords`. */
  tags: string[];
  featured?: boolean;
};

type DemoEvent = DemoItem & {
  /** Start, venue time (HH:mm). */
  time: string;
  /** Several days for exhibitions. */
  durationMinutes: number;
  /** Keys of `areaKeywords`, first match wins. */
  areas: string[];
  priceVi: string;
  priceEn: string;
  draft?: boolean;
  /** Published, but only visible from this many days after the seed. */
  publishInDays?: number;
  bookingEnabled?: boolean;
};

export interface DemoProgramme {
  /** Keywords matched against a tag's or area's slug and English name, so the seed fits whatever
   * the venue's tags and areas are called; the first keyword that matches wins. */
  tagKeywords: Record<string, string[]>;
  areaKeywords: Record<string, string[]>;
  events: DemoEvent[];
  news: DemoItem[];
}

export const DEMO_PROGRAMME: DemoProgramme = programme;

const DAY = 24 * 3600_000;
/** The seed writes as an administrator would, through the same services and rules. */
const SEEDER: AuthUser = { id: 'demo-seed', email: 'demo@venue.local', role: 'admin' };

/** Cover art by the item's first tag (demo-images.ts draws every demo picture). */
const MOTIF: Record<string, Motif> = {
  music: 'music',
  art: 'gallery',
  exhibition: 'gallery',
  workshop: 'workshop',
  food: 'food',
  festival: 'festival',
  family: 'garden',
  film: 'stage',
};
const PALETTES: PaletteName[] = ['amber', 'terracotta', 'goldNavy', 'plum', 'dusk', 'jade'];

function cover(item: DemoItem, index: number): Promise<Image> {
  return demoImage(
    {
      title: item.titleVi,
      subtitle: item.titleEn,
      motif: MOTIF[item.tags[0] ?? ''] ?? 'arches',
      palette: PALETTES[index % PALETTES.length],
      seed: 300 + index,
      width: 960,
      height: 540,
    },
    `${item.titleEn || item.titleVi}.svg`,
  );
}

function pickTags(keys: string[], keywords: DemoProgramme['tagKeywords'], tags: Tag[], index: number) {
  if (!tags.length) return [];
  const chosen = new Set<string>();
  for (const key of keys) {
    for (const word of keywords[key] ?? []) {
      const found = tags.find((t) => `${t.slug} ${t.nameEn.toLowerCase()}`.includes(word));
      if (found) {
        chosen.add(found._id);
        break;
      }
    }
  }
  // Tags named differently from every keyword: spread the items over what exists.
  if (!chosen.size) chosen.add(tags[index % tags.length]._id);
  return [...chosen].slice(0, 3);
}

function pickArea(keys: string[], keywords: DemoProgramme['areaKeywords'], areas: Area[], index: number) {
  if (!areas.length) return null;
  for (const key of keys) {
    for (const word of keywords[key] ?? []) {
      const found = areas.find((a) => `${a.slug} ${(a.nameEn ?? '').toLowerCase()}`.includes(word));
      if (found) return String(found._id);
    }
  }
  return String(areas[index % areas.length]._id);
}

/**
 * Demo events and news for the seeded venue (demo/programme.json), each collection only when it is
 * empty: 14 events over the past and next four months (3 featured, 1 draft, 1 scheduled) and 10
 * news posts, with covers drawn locally. Written through the events and news services, so slugs,
 * sanitising and checks are those of a staff edit. Tags and areas are those already stored.
 */
export async function seedDemoEvents(
  data: DemoProgramme = DEMO_PROGRAMME,
): Promise<{ events: number; news: number }> {
  const [eventCount, newsCount] = await Promise.all([
    EventModel.estimatedDocumentCount(),
    NewsModel.estimatedDocumentCount(),
  ]);
  const seedEvents = eventCount === 0;
  const seedNews = newsCount === 0;
  if (!seedEvents && !seedNews) return { events: 0, news: 0 };

  const [tags, areas] = await Promise.all([listTags(), listAreas()]);
  const at = now();
  const today = venueToday(at);
  const wall = (days: number, time: string) => venueInstant(addDays(today, days), time);

  const [eventCovers, newsCovers] = await Promise.all([
    seedEvents ? Promise.all(data.events.map(cover)) : [],
    seedNews ? Promise.all(data.news.map((n, i) => cover(n, i + 3))) : [],
  ]);

  const events = seedEvents
    ? data.events.map((e, i) => {
        const startAt = wall(e.day, e.time);
        const created = new Date(Math.min(at, startAt.getTime() - 21 * DAY));
        return () =>
          createEvent({
            user: SEEDER,
            input: {
              titleVi: e.titleVi,
              titleEn: e.titleEn,
              summaryVi: e.summaryVi,
              summaryEn: e.summaryEn,
              contentVi: e.contentVi,
              contentEn: e.contentEn,
              cover: eventCovers[i],
              // Featured events show a small gallery built from their neighbours' covers.
              gallery: e.featured
                ? [eventCovers[(i + 1) % eventCovers.length], eventCovers[(i + 2) % eventCovers.length]]
                : [],
              startAt,
              endAt: new Date(startAt.getTime() + e.durationMinutes * 60_000),
              areaId: pickArea(e.areas, data.areaKeywords, areas, i),
              tagIds: pickTags(e.tags, data.tagKeywords, tags, i),
              priceVi: e.priceVi,
              priceEn: e.priceEn,
              bookingEnabled: Boolean(e.bookingEnabled),
              status: e.draft ? 'draft' : 'published',
              publishedAt: e.draft ? null : e.publishInDays ? new Date(at + e.publishInDays * DAY) : created,
              featured: Boolean(e.featured),
            },
          });
      })
    : [];
  const news = seedNews
    ? data.news.map(
        (n, i) => () =>
          createNews({
            user: SEEDER,
            input: {
              titleVi: n.titleVi,
              titleEn: n.titleEn,
              summaryVi: n.summaryVi,
              summaryEn: n.summaryEn,
              contentVi: n.contentVi,
              contentEn: n.contentEn,
              cover: newsCovers[i],
              tagIds: pickTags(n.tags, data.tagKeywords, tags, i),
              status: 'published',
              publishedAt: wall(n.day, '08:00'),
              featured: Boolean(n.featured),
            },
          }),
      )
    : [];
  const [eventsWritten, newsWritten] = await Promise.all([
    alongside(data.events, events),
    alongside(data.news, news),
  ]);
  return { events: eventsWritten, news: newsWritten };
}

/**
 * Runs the writes of items with different titles together and those of one title one after
 * another, so that the second gets "-2" as in the admin (its slug is looked up before it is written).
 */
async function alongside(items: DemoItem[], writes: (() => Promise<unknown>)[]): Promise<number> {
  const byTitle = new Map<string, (() => Promise<unknown>)[]>();
  writes.forEach((write, i) => {
    const key = slugify(items[i]!.titleVi);
    byTitle.set(key, [...(byTitle.get(key) ?? []), write]);
  });
  await Promise.all(
    [...byTitle.values()].map(async (group) => {
      for (const write of group) await write();
    }),
  );
  return writes.length;
}
