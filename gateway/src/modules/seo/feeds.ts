import { getAreasByIds, listAreas } from '../areas/areas.service.ts';
import { getEventBySlug, listEvents, type Event } from '../events/events.service.ts';
import { getHome } from '../home/home.service.ts';
import { listNews, type News } from '../news/news.service.ts';
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
} from './seo.service.ts';
import { buildSitemap, type SitemapPage } from './sitemap.ts';

/** Every page of a paginated public list (the services cap a page at 50). */
async function everything<T>(load: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= 200; page++) {
    const { items, total } = await load(page);
    all.push(...items);
    if (!items.length || all.length >= total) break;
  }
  return all;
}

const PAGE = 50;
const publicEvents = (when: 'ALL' | 'UPCOMING') =>
  everything((page) => listEvents({ filter: { when }, page, pageSize: PAGE }));
const publicNews = () => everything((page) => listNews({ page, pageSize: PAGE }));

const latest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((max, d) => {
    if (!d) return max;
    const date = new Date(d);
    return !max || date.getTime() > max.getTime() ? date : max;
  }, null);

/** Every published page: static routes, areas, events, news and the event pages of used tags. */
export async function sitemapXml(): Promise<string> {
  const [home, areas, events, news] = await Promise.all([
    getHome(),
    listAreas(),
    publicEvents('ALL'),
    publicNews(),
  ]);
  const usedTagIds = [...new Set(events.flatMap((e) => e.tagIds))];
  const tags = usedTagIds.length ? await getTagsByIds(usedTagIds) : [];
  const eventsLastmod = latest(events.map((e) => e.updatedAt));
  const newsLastmod = latest(news.map((n) => n.updatedAt));
  const pages: SitemapPage[] = [
    { path: '/', lastmod: latest([home.updatedAt, eventsLastmod, newsLastmod]) },
    { path: '/discover', lastmod: latest(areas.map((a) => a.updatedAt)) },
    { path: '/event', lastmod: eventsLastmod },
    { path: '/news', lastmod: newsLastmod },
    { path: '/booking' },
    { path: '/contact', lastmod: home.updatedAt },
    ...areas.map((a) => ({ path: `/discover/${a.slug}`, lastmod: a.updatedAt })),
    ...events.map((e) => ({ path: `/event/${e.slug}`, lastmod: e.updatedAt })),
    ...tags.map((t) => ({
      path: `/event/tag/${t.slug}`,
      lastmod: latest(events.filter((e) => e.tagIds.includes(String(t._id))).map((e) => e.updatedAt)),
    })),
    ...news.map((n) => ({ path: `/news/${n.slug}`, lastmod: n.updatedAt })),
  ];
  return buildSitemap(pages, pageUrl);
}

/** RSS 2.0 of the public news in a language (newest 50). */
export async function newsRss(lang: Lang): Promise<string> {
  const [home, page] = await Promise.all([getHome(), listNews({ page: 1, pageSize: PAGE })]);
  const site = siteNameOf(home);
  const items = (page.items as News[]).map((n) => ({
    title: pickLang(lang, n.titleVi, n.titleEn),
    link: pageUrl(`/news/${n.slug}`, lang),
    guid: pageUrl(`/news/${n.slug}`, lang),
    description: describe(
      pickLang(lang, n.summaryVi, n.summaryEn),
      pickLang(lang, n.contentVi, n.contentEn),
      500,
    ),
    pubDate: new Date(n.publishedAt ?? n.createdAt),
  }));
  return buildRss({
    title: `${site} — ${lang === 'en' ? 'News' : 'Tin tức'}`,
    link: pageUrl('/news', lang),
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
    const url = pageUrl(`/event/${e.slug}`, lang);
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

/** The upcoming public events as a subscribable calendar. */
export async function eventsIcs(lang: Lang): Promise<string> {
  const events = await publicEvents('UPCOMING');
  const { site, items } = await icsEvents(events, lang);
  return buildCalendar(items, {
    name: `${site} — ${lang === 'en' ? 'Events' : 'Sự kiện'}`,
    description: lang === 'en' ? `Upcoming events at ${site}` : `Sự kiện sắp diễn ra tại ${site}`,
    refreshHours: 6,
  });
}
