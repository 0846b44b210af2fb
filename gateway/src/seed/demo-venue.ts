import { logger } from '../lib/logger.ts';
import type { AreaInput } from '../modules/areas/areas.schemas.ts';
import { createArea, listAreas } from '../modules/areas/areas.service.ts';
import { CapacityModel } from '../modules/capacity/capacity.model.ts';
import { setAreaCapacity, setEventCapacity } from '../modules/capacity/capacity.service.ts';
import { EventModel } from '../modules/events/events.model.ts';
import { addDays } from '../lib/venue-time-input.ts';
import { venueToday } from '../lib/venue-time.ts';
import type { AuthUser } from '../modules/auth/auth.types.ts';
import { HomeModel } from '../modules/home/home.model.ts';
import type { HomeInput } from '../modules/home/home.schemas.ts';
import { updateHome } from '../modules/home/home.service.ts';
import { IntroductionModel } from '../modules/intro/intro.model.ts';
import type { IntroductionInput } from '../modules/intro/intro.schemas.ts';
import { updateIntroduction } from '../modules/intro/intro.service.ts';
import { createTag, listTags } from '../modules/tags/tags.service.ts';
import { demoImage, demoLogo, type ArtOptions, type Motif, type PaletteName } from './demo-images.ts';
import venue from './demo/venue.json' with { type: 'json' };

/**
 * The demo venue: a cultural venue near the Hanoi Opera House, its copy in demo/venue.json. Each
 * collection is filled only when it is empty, so the seed never overwrites what staff have
 * written; it writes through the services, as an administrator would. Images are drawn locally.
 */

/** An area as an editor would create it, with how its pictures are drawn. */
type DemoArea = Required<
  Pick<
    AreaInput,
    'slug' | 'nameVi' | 'nameEn' | 'summaryVi' | 'summaryEn' | 'descriptionVi' | 'descriptionEn'
  >
> & { motif: Motif; palette: PaletteName; galleryVi: string[]; galleryEn: string[] };

interface DemoVenue {
  tags: { nameVi: string; nameEn: string; slug: string }[];
  areas: DemoArea[];
  home: Pick<HomeInput, 'address' | 'addressEn' | 'phone' | 'email' | 'link' | 'seo'> & {
    mapEmbed: string;
    slides: { art: ArtOptions; captionVi: string; captionEn: string; link: string }[];
  };
  introduction: Omit<IntroductionInput, 'images'> & { images: ArtOptions[] };
}

const VENUE = venue as DemoVenue;
export const DEMO_TAGS = VENUE.tags;
export const DEMO_AREAS = VENUE.areas;

const SEEDER: AuthUser = { id: 'demo-seed', email: 'demo@venue.local', role: 'admin' };

async function seedTags(): Promise<void> {
  if ((await listTags()).length) return;
  // In order: the tag list keeps the order they were made in.
  for (const input of DEMO_TAGS) await createTag({ input, user: SEEDER });
}

async function seedAreas(): Promise<void> {
  if ((await listAreas()).length) return;
  const withImages = await Promise.all(
    DEMO_AREAS.map(async (area, index) => {
      const [cover, ...gallery] = await Promise.all([
        demoImage(
          {
            title: area.nameVi,
            subtitle: area.nameEn,
            kicker: 'Khám phá · Discover',
            motif: area.motif,
            palette: area.palette,
            seed: index + 1,
          },
          `${area.slug}.svg`,
        ),
        ...area.galleryVi.map((caption, i) =>
          demoImage(
            {
              title: caption,
              subtitle: `${area.nameVi} · ${area.galleryEn[i]}`,
              motif: area.motif,
              palette: area.palette,
              seed: (index + 1) * 10 + i,
              width: 960,
              height: 640,
            },
            `${area.slug}-${i + 1}.svg`,
          ),
        ),
      ]);
      return { area, index, cover, gallery };
    }),
  );
  await Promise.all(
    withImages.map(({ area, index, cover, gallery }) =>
      createArea({
        user: SEEDER,
        input: {
          slug: area.slug,
          nameVi: area.nameVi,
          nameEn: area.nameEn,
          summaryVi: area.summaryVi,
          summaryEn: area.summaryEn,
          descriptionVi: area.descriptionVi,
          descriptionEn: area.descriptionEn,
          cover,
          gallery,
          order: index,
        },
      }),
    ),
  );
}

/** Every half hour from 10:00 to 22:30 (the venue's opening hours). */
const HALF_HOURS = Array.from({ length: 26 }, (_, i) => {
  const minutes = 10 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});
/** Places per slot of each demo area, in order; events that take bookings have 80. */
const AREA_PLACES = [40, 24, 60, 30, 16, 50];

/** Hours, places and a planned closure for each area; places for each bookable event. */
async function seedCapacity(): Promise<void> {
  if (await CapacityModel.exists({})) return;
  const areas = await listAreas();
  await Promise.all(
    areas.map((area, i) =>
      setAreaCapacity({
        id: area._id,
        user: SEEDER,
        input: {
          placesPerSlot: AREA_PLACES[i % AREA_PLACES.length]!,
          hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: HALF_HOURS })),
          closures:
            i === 0
              ? [
                  {
                    from: addDays(venueToday(), 45),
                    to: addDays(venueToday(), 46),
                    reasonVi: 'Bảo trì định kỳ',
                    reasonEn: 'Scheduled maintenance',
                  },
                ]
              : [],
        },
      }),
    ),
  );
  const bookable = await EventModel.find({ bookingEnabled: true }, { _id: 1 }).lean<{ _id: unknown }[]>();
  for (const event of bookable)
    await setEventCapacity({ id: String(event._id), user: SEEDER, input: { places: 80 } });
}

async function seedHome(): Promise<void> {
  if (await HomeModel.exists({})) return;
  const { slides, mapEmbed, ...home } = VENUE.home;
  const [logoHeader, logoFooter, ...slideImages] = await Promise.all([
    demoLogo('header'),
    demoLogo('footer'),
    ...slides.map((s, i) => demoImage(s.art, `hero-${i + 1}.svg`)),
  ]);
  await updateHome({
    user: SEEDER,
    input: {
      ...home,
      logoHeader,
      logoFooter,
      map: mapEmbed,
      slides: slides.map((s, i) => ({
        image: slideImages[i],
        captionVi: s.captionVi,
        captionEn: s.captionEn,
        link: s.link,
      })),
    },
  });
}

async function seedIntroduction(): Promise<void> {
  if (await IntroductionModel.exists({})) return;
  const { images, ...intro } = VENUE.introduction;
  await updateIntroduction({
    user: SEEDER,
    input: {
      ...intro,
      images: await Promise.all(images.map((art, i) => demoImage(art, `intro-${i + 1}.svg`))),
    },
  });
}

/** The demo venue's content; each collection is filled only when it is empty. */
export async function seedDemoVenue(): Promise<void> {
  const started = Date.now();
  // Events and news refer to tags and areas, so they follow those; the rest runs alongside.
  const tagsAndAreas = Promise.all([seedTags(), seedAreas()]);
  const [, , events] = await Promise.all([
    seedHome(),
    seedIntroduction(),
    tagsAndAreas.then(async () => {
      const { seedDemoEvents } = await import('./demo-events.ts');
      const seeded = await seedDemoEvents();
      await seedCapacity();
      return seeded;
    }),
  ]);
  logger.info({ ms: Date.now() - started, ...events }, 'demo venue ready');
}
