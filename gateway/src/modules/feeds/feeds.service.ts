import { now as clockNow } from '../../lib/clock.ts';
import { areaPath, eventPath, eventTagPath, newsPath, PAGE_PATHS } from '../../lib/site-paths.ts';
import { getAreasByIds, listAreas } from '../areas/areas.service.ts';
import { allPublicEvents, getEventBySlug, type Event } from '../events/events.service.ts';
import { getHome } from '../home/home.service.ts';
import { allPublicNews } from '../news/news.service.ts';
import { getTagsByIds } from '../tags/tags.service.ts';
import { eventEnd } from './calendar-links.ts';
import { buildCalendar, type IcsEvent } from './ics.ts';
import { buildRss } from './rss.ts';
import {
  describe,
  pageUrl,
  pickLang,
  plainText,
  publicUrl,
  siteNameOf,
  venueAddress,
  type Lang,
} from '../seo/seo.service.ts';
import { buildSitemap, buildSitemapIndex, type SitemapPage } from './sitemap.ts';

/** The sitemap protocol's limit of URLs in one file (each page is listed twice: vi and en). */
export const SITEMAP_MAX_URLS = 50_000;
/** The site calendar carries upcoming events and those that ended in the last this many days. */
export const CALENDAR_PAST_DAYS = 90;
/** The news feed carries the newest this many posts. */
const RSS_ITEMS = 50;

const latest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((max, d) => {
    if (!d) return max;
    const date = new Date(d);
    return !max || date.getTime() > max.getTime() ? date : max;
  }, null);

/** Every published page: static routes, areas, events, news and the event pages of used tags. */
async function sitemapPages(): Promise<SitemapPage[]> {
  const [home, areas, events, news] = await Promise.all([
    getHome(),
    listAreas(),
    allPublicEvents(),
    allPublicNews(),
  ]);
  const usedTagIds = [...new Set(events.flatMap((e) => e.tagIds))];
  const tags = usedTagIds.length ? await getTagsByIds(usedTagIds) : [];
  const eventsLastmod = latest(events.map((e) => e.updatedAt));
  const newsLastmod = latest(news.map((n) => n.updatedAt));
  const tagLastmod = new Map<string, Date>();
  for (const e of events)
    for (const id of e.tagIds) {
      const held = tagLastmod.get(id);
      if (!held || new Date(e.updatedAt).getTime() > held.getTime())
        tagLastmod.set(id, new Date(e.updatedAt));
    }
  return [
    { path: PAGE_PATHS.home, lastmod: latest([home.updatedAt, eventsLastmod, newsLastmod]) },
    { path: PAGE_PATHS.discover, lastmod: latest(areas.map((a) => a.updatedAt)) },
    { path: PAGE_PATHS.events, lastmod: eventsLastmod },
    { path: PAGE_PATHS.news, lastmod: newsLastmod },
    { path: PAGE_PATHS.booking },
    { path: PAGE_PATHS.contact, lastmod: home.updatedAt },
    ...areas.map((a) => ({ path: areaPath(a.slug), lastmod: a.updatedAt })),
    ...events.map((e) => ({ path: eventPath(e.slug), lastmod: e.updatedAt })),
    ...tags.map((t) => ({ path: eventTagPath(t.slug), lastmod: tagLastmod.get(String(t._id)) ?? null })),
    ...news.map((n) => ({ path: newsPath(n.slug), lastmod: n.updatedAt })),
  ];
}

/**
 * The sitemap as files by name: `sitemap.xml` alone while every URL fits in one file; past
 * `maxUrls`, `sitemap.xml` is an index of `sitemap-1.xml`, `sitemap-2.xml`, … (nothing left out).
 */
export async function sitemapFiles(maxUrls = SITEMAP_MAX_URLS): Promise<Map<string, string>> {
  const pages = await sitemapPages();
  const perFile = Math.max(1, Math.floor(maxUrls / 2));
  if (pages.length <= perFile) return new Map([['sitemap.xml', buildSitemap(pages, pageUrl)]]);
  const files = new Map<string, string>();
  const parts: { loc: string; lastmod: Date | null }[] = [];
  for (let start = 0, n = 1; start < pages.length; start += perFile, n++) {
    const chunk = pages.slice(start, start + perFile);
    files.set(`sitemap-${n}.xml`, buildSitemap(chunk, pageUrl));
    parts.push({ loc: `${publicUrl()}/sitemap-${n}.xml`, lastmod: latest(chunk.map((p) => p.lastmod)) });
  }
  files.set('sitemap.xml', buildSitemapIndex(parts));
  return files;
}

/** RSS 2.0 of the public news in a language (newest 50). */
export async function newsRss(lang: Lang): Promise<string> {
  const [home, news] = await Promise.all([getHome(), allPublicNews()]);
  const site = siteNameOf(home);
  const items = news.slice(0, RSS_ITEMS).map((n) => ({
    title: pickLang(lang, n.titleVi, n.titleEn),
    link: pageUrl(newsPath(n.slug), lang),
    guid: pageUrl(newsPath(n.slug), lang),
    description: describe(
      pickLang(lang, n.summaryVi, n.summaryEn),
      pickLang(lang, n.contentVi, n.contentEn),
      500,
    ),
    pubDate: new Date(n.publishedAt ?? n.createdAt),
  }));
  return buildRss({
    title: `${site} — ${lang === 'en' ? 'News' : 'Tin tức'}`,
    link: pageUrl(PAGE_PATHS.news, lang),
    self: `${publicUrl()}/news/rss.xml${lang === 'en' ? '?lang=en' : '?lang=vi'}`,
    description: pickLang(lang, home.seo.descriptionVi, home.seo.descriptionEn) || site,
    language: lang,
    items,
  });
}

async function icsEvents(events: Event[], lang: Lang): Promise<{ site: string; items: IcsEvent[] }> {
  const home = await getHome();
  const site = siteNameOf(home);
  const address = venueAddress(home);
  const areaIds = [...new Set(events.flatMap((e) => (e.areaId ? [e.areaId] : [])))];
  const areas = new Map((areaIds.length ? await getAreasByIds(areaIds) : []).map((a) => [String(a._id), a]));
  const host = new URL(publicUrl()).hostname;
  const items = events.map((e) => {
    const area = e.areaId ? areas.get(e.areaId) : undefined;
    const url = pageUrl(eventPath(e.slug), lang);
    const summary = plainText(pickLang(lang, e.summaryVi, e.summaryEn));
    const content = plainText(pickLang(lang, e.contentVi, e.contentEn));
    const price = pickLang(lang, e.priceVi, e.priceEn);
    const description = [
      summary || content.slice(0, 1000),
      price && `${lang === 'en' ? 'Price' : 'Giá'}: ${price}`,
      url,
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      uid: `event-${e._id}@${host}`,
      start: new Date(e.startAt),
      end: eventEnd(e.startAt, e.endAt),
      summary: pickLang(lang, e.titleVi, e.titleEn),
      description,
      location: [area ? pickLang(lang, area.nameVi, area.nameEn) : '', site, address]
        .filter(Boolean)
        .join(', '),
      url,
      lastModified: e.updatedAt ? new Date(e.updatedAt) : undefined,
    };
  });
  return { site, items };
}

/** One public event as a calendar file; throws NOT_FOUND for unknown or hidden events. */
export async function eventIcs(slug: string, lang: Lang): Promise<string> {
  const event = await getEventBySlug({ slug });
  const { site, items } = await icsEvents([event], lang);
  return buildCalendar(items, { name: site });
}

/**
 * The public events as a subscribable calendar: upcoming ones and those that ended in the last
 * CALENDAR_PAST_DAYS days (older ones keep their own `/event/{slug}.ics`).
 */
export async function eventsIcs(lang: Lang, now = clockNow()): Promise<string> {
  const since = now - CALENDAR_PAST_DAYS * 86_400_000;
  const events = (await allPublicEvents(now)).filter(
    (e) => new Date(e.endAt ?? e.startAt).getTime() >= since,
  );
  const { site, items } = await icsEvents(events, lang);
  return buildCalendar(items, {
    name: `${site} — ${lang === 'en' ? 'Events' : 'Sự kiện'}`,
    description:
      lang === 'en'
        ? `Upcoming events at ${site} and those of the last ${CALENDAR_PAST_DAYS} days`
        : `Sự kiện sắp diễn ra tại ${site} và các sự kiện trong ${CALENDAR_PAST_DAYS} ngày qua`,
    refreshHours: 6,
  });
}
