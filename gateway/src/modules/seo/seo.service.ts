import { runtimeConfig } from '../../lib/runtime.ts';
import { areaPath, eventPath, eventTagPath, newsPath, PAGE_PATHS, pathRegExp } from '../../lib/site-paths.ts';
import { parseInput } from '../../lib/validate.ts';
import { getAreaBySlug, getAreasByIds, type Area } from '../areas/areas.service.ts';
import { getEventBySlug, type Event } from '../events/events.service.ts';
import { getHome, type Home } from '../home/home.service.ts';
import { getNewsBySlug } from '../news/news.service.ts';
import type { ImageValue } from '../media/media.schemas.ts';
import { getTag, getTagBySlug, type Tag } from '../tags/tags.service.ts';
import { headQuery } from './seo.schemas.ts';
import { eventLd, newsArticleLd, organizationLd, placeLd, type JsonLd, type Venue } from './jsonld.ts';

export type Lang = 'vi' | 'en';
export type HeadType = 'website' | 'article' | 'event';

/** Everything a page's `<head>` says about it; the server renders it, the SPA applies it. */
export interface Head {
  status: 200 | 404;
  lang: Lang;
  title: string;
  description: string;
  canonical: string;
  /** Absolute URL of the share picture ('' when the venue has none). */
  image: string;
  imageWidth?: number;
  imageHeight?: number;
  type: HeadType;
  siteName: string;
  /** `noindex` on pages that should stay out of search results (404, thanks). */
  robots?: string;
  alternates: { vi: string; en: string; 'x-default': string };
  jsonLd: JsonLd[];
}

export const langOf = (value: unknown): Lang => (value === 'en' ? 'en' : 'vi');

/** Bilingual choice that falls back to the other language when empty (as `pick` on the client). */
export function pickLang(lang: Lang, vi: string | null | undefined, en: string | null | undefined): string {
  const a = (lang === 'en' ? en : vi) ?? '';
  return a.trim() ? a : ((lang === 'en' ? vi : en) ?? '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Rich text to one plain line. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A meta description: the summary, else the start of the content, at most ~160 characters. */
export function describe(summary: string, content = '', max = 160): string {
  const text = plainText(summary) || plainText(content);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function publicUrl(): string {
  return runtimeConfig().publicUrl;
}

/** An absolute URL for a stored path (`/media/...`) or an already absolute one. */
export function absoluteUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl()}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The address of a page in a language: Vietnamese without a query, English with `?lang=en`. */
export function pageUrl(pathname: string, lang: Lang): string {
  return `${publicUrl()}${pathname}${lang === 'en' ? '?lang=en' : ''}`;
}

export function alternatesOf(pathname: string) {
  return { vi: pageUrl(pathname, 'vi'), en: pageUrl(pathname, 'en'), 'x-default': pageUrl(pathname, 'vi') };
}

/** The venue's name: the first part of the home SEO title ('Venue — Events in Hanoi' → 'Venue'). */
export function siteNameOf(home: Home): string {
  const title = home.seo.titleVi || home.seo.titleEn;
  const name = title.split(/\s+[—–|-]\s+|:\s+/)[0]?.trim();
  return name || 'Venue';
}

export function venueAddress(home: Home): string {
  return home.address
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

export function venueOf(home: Home): Venue {
  const logo = absoluteUrl(home.logoHeader?.secure_url ?? home.logoFooter?.secure_url);
  const slide = absoluteUrl(home.slides.find((s) => s.image)?.image?.secure_url);
  return {
    name: siteNameOf(home),
    url: `${publicUrl()}/`,
    address: venueAddress(home),
    logo: logo || undefined,
    image: slide || logo || undefined,
    telephone: home.phone || home.link.hotline || undefined,
    email: home.email || undefined,
    sameAs: [home.link.facebook].filter((u) => /^https?:\/\//.test(u)),
  };
}

/** The picture used when a page has none of its own: the home logo, else the first slide. */
function defaultPicture(home: Home): ImageValue | null {
  return home.logoHeader ?? home.slides.find((s) => s.image)?.image ?? home.logoFooter ?? null;
}

/** The first of the candidates that has a URL, as og:image with its size when known. */
function picture(
  ...candidates: (ImageValue | null | undefined)[]
): Pick<Head, 'image' | 'imageWidth' | 'imageHeight'> {
  const img = candidates.find((c) => c?.secure_url);
  if (!img) return { image: '' };
  return {
    image: absoluteUrl(img.secure_url),
    ...(img.width && img.height ? { imageWidth: img.width, imageHeight: img.height } : {}),
  };
}

const STATIC_PAGES: Record<string, { vi: string; en: string; dVi: string; dEn: string }> = {
  [PAGE_PATHS.discover]: {
    vi: 'Khám phá',
    en: 'Discover',
    dVi: 'Khám phá các không gian của {site}: sân khấu, phòng tranh, khu ẩm thực và nhiều hơn nữa.',
    dEn: 'Discover the spaces of {site}: stages, galleries, food and more.',
  },
  [PAGE_PATHS.events]: {
    vi: 'Sự kiện',
    en: 'Events',
    dVi: 'Lịch sự kiện sắp diễn ra tại {site}: âm nhạc, triển lãm, workshop và lễ hội.',
    dEn: 'Upcoming events at {site}: music, exhibitions, workshops and festivals.',
  },
  [PAGE_PATHS.news]: {
    vi: 'Tin tức',
    en: 'News',
    dVi: 'Tin tức và câu chuyện mới nhất từ {site}.',
    dEn: 'The latest news and stories from {site}.',
  },
  [PAGE_PATHS.booking]: {
    vi: 'Đặt chỗ',
    en: 'Booking',
    dVi: 'Đặt chỗ trực tuyến tại {site}: chọn ngày, khung giờ và số khách.',
    dEn: 'Book online at {site}: choose a date, a time slot and the number of guests.',
  },
  [PAGE_PATHS.contact]: {
    vi: 'Liên hệ',
    en: 'Contact',
    dVi: 'Liên hệ với {site}: địa chỉ, điện thoại, email và bản đồ.',
    dEn: 'Contact {site}: address, phone, email and map.',
  },
  [PAGE_PATHS.thanks]: {
    vi: 'Cảm ơn bạn',
    en: 'Thank you',
    dVi: 'Cảm ơn bạn đã liên hệ với {site}. Chúng tôi sẽ phản hồi sớm nhất.',
    dEn: 'Thank you for contacting {site}. We will get back to you soon.',
  },
  // The spec's test page: a page of the site (not a 404), titled in the visitor's language.
  [PAGE_PATHS.test]: {
    vi: 'Trang thử nghiệm',
    en: 'Test page',
    dVi: 'Trang kiểm tra giao diện và thông báo của {site}.',
    dEn: 'A page to check the look and the toasts of {site}.',
  },
};

/** Pages that are the site's but not for search engines. */
const NOINDEX = new Set<string>([PAGE_PATHS.thanks, PAGE_PATHS.test]);

const NOT_FOUND = { vi: 'Không tìm thấy trang', en: 'Not found' };

/** '/event/' → '/event'; percent-decoded; null when it cannot be decoded. */
export function normalizePath(raw: string): string | null {
  let p = raw.split(/[?#]/)[0] || '/';
  try {
    p = decodeURIComponent(p);
  } catch {
    return null;
  }
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

const isNotFound = (error: unknown) => (error as { code?: string }).code === 'NOT_FOUND';

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function findTag(idOrSlug: string): Promise<Tag | null> {
  if (/^[0-9a-f]{24}$/i.test(idOrSlug)) {
    const byId = await orNull(getTag({ id: idOrSlug }));
    if (byId) return byId;
  }
  return orNull(getTagBySlug({ slug: idOrSlug }));
}

async function eventArea(event: Event): Promise<Area | null> {
  if (!event.areaId) return null;
  const [area] = await getAreasByIds([event.areaId]);
  return area ?? null;
}

const ROUTES = {
  area: pathRegExp(PAGE_PATHS.area),
  tag: pathRegExp(PAGE_PATHS.eventTag),
  event: pathRegExp(PAGE_PATHS.event),
  news: pathRegExp(PAGE_PATHS.newsPost),
};

/** A draft's preview page (`/preview/event/:id?token=`): the browser renders it, never indexed. */
const isPreviewPath = (p: string) => /^\/preview\/(event|news)\/[^/]+\/?$/.test(p);
const isBookingManagePath = (p: string) => /^\/booking\/manage\/[0-9a-f]{24}\/?$/i.test(p);
const isBookingOfferPath = (p: string) => /^\/booking\/offer\/[0-9a-f]{24}\/?$/i.test(p);
/**
 * Pages read through a link's token (a preview, a visitor's booking, a waiting-list offer): the
 * browser renders them, no cache keeps them, no search engine indexes them.
 */
export const isTokenPagePath = (p: string) =>
  isPreviewPath(p) || isBookingManagePath(p) || isBookingOfferPath(p);

/** The head of a public page, in a language; status 404 for unknown paths and hidden items. */
export async function resolveHead(args: { path: unknown; lang?: unknown }): Promise<Head> {
  const input = parseInput(headQuery, { path: args.path, lang: args.lang ?? undefined });
  const lang: Lang = input.lang ?? 'vi';
  const home = await getHome();
  const site = siteNameOf(home);
  const venue = venueOf(home);
  const pathname = normalizePath(input.path);
  const pick = (vi: string, en: string) => pickLang(lang, vi, en);
  const withSite = (title: string) => (title && title !== site ? `${title} | ${site}` : site);

  const base = (p: string): Head => ({
    status: 200,
    lang,
    title: site,
    description: '',
    canonical: pageUrl(p, lang),
    ...picture(defaultPicture(home)),
    type: 'website',
    siteName: site,
    alternates: alternatesOf(p),
    jsonLd: [],
  });
  const notFoundHead = (): Head => ({
    ...base(pathname ?? PAGE_PATHS.home),
    status: 404,
    title: withSite(lang === 'en' ? NOT_FOUND.en : NOT_FOUND.vi),
    description: pick(home.seo.descriptionVi, home.seo.descriptionEn),
    robots: 'noindex',
    alternates: alternatesOf(PAGE_PATHS.home),
    canonical: pageUrl(PAGE_PATHS.home, lang),
  });
  if (!pathname) return notFoundHead();

  if (pathname === PAGE_PATHS.home) {
    return {
      ...base(PAGE_PATHS.home),
      title: pick(home.seo.titleVi, home.seo.titleEn) || site,
      description: pick(home.seo.descriptionVi, home.seo.descriptionEn),
      jsonLd: [organizationLd(venue), placeLd(venue)],
    };
  }

  const fixed = STATIC_PAGES[pathname];
  if (fixed) {
    return {
      ...base(pathname),
      title: withSite(pick(fixed.vi, fixed.en)),
      description: pick(fixed.dVi, fixed.dEn).replace('{site}', site),
      ...(NOINDEX.has(pathname) ? { robots: 'noindex' } : {}),
    };
  }

  if (isPreviewPath(pathname)) {
    return { ...base(pathname), title: withSite(pick('Xem trước', 'Preview')), robots: 'noindex' };
  }
  if (isBookingManagePath(pathname)) {
    return { ...base(pathname), title: withSite(pick('Đặt chỗ của bạn', 'Your booking')), robots: 'noindex' };
  }
  if (isBookingOfferPath(pathname)) {
    return {
      ...base(pathname),
      title: withSite(pick('Chỗ dành cho bạn', 'Places for you')),
      robots: 'noindex',
    };
  }

  let m = ROUTES.area.exec(pathname);
  if (m) {
    const area = await orNull(getAreaBySlug({ slug: m.groups!.slug! }));
    if (!area) return notFoundHead();
    const p = areaPath(area.slug);
    return {
      ...base(p),
      title: withSite(pick(area.nameVi, area.nameEn)),
      description: describe(
        pick(area.summaryVi, area.summaryEn),
        pick(area.descriptionVi, area.descriptionEn),
      ),
      ...picture(area.cover, area.gallery[0], defaultPicture(home)),
    };
  }

  m = ROUTES.tag.exec(pathname);
  if (m) {
    const tag = await findTag(m.groups!.slug!);
    if (!tag) return notFoundHead();
    const name = pick(tag.nameVi, tag.nameEn);
    const p = eventTagPath(tag.slug);
    return {
      ...base(p),
      title: withSite(name),
      description: lang === 'en' ? `${name}: events at ${site}.` : `${name}: các sự kiện tại ${site}.`,
    };
  }

  m = ROUTES.event.exec(pathname);
  if (m) {
    const event = await orNull(getEventBySlug({ slug: m.groups!.slug! }));
    if (!event) return notFoundHead();
    const p = eventPath(event.slug);
    const area = await eventArea(event);
    const name = pick(event.titleVi, event.titleEn);
    const description = describe(
      pick(event.summaryVi, event.summaryEn),
      pick(event.contentVi, event.contentEn),
    );
    const pic = picture(event.cover, event.gallery[0], defaultPicture(home));
    const image = pic.image;
    return {
      ...base(p),
      title: withSite(name),
      description,
      ...pic,
      type: 'event',
      jsonLd: [
        eventLd(
          {
            name,
            description,
            url: pageUrl(p, lang),
            startAt: new Date(event.startAt),
            endAt: event.endAt ? new Date(event.endAt) : null,
            image: image || undefined,
            locationName: area ? `${pick(area.nameVi, area.nameEn)} · ${site}` : site,
            price: pick(event.priceVi, event.priceEn),
            publishedAt: event.publishedAt,
            lang,
          },
          venue,
        ),
      ],
    };
  }

  m = ROUTES.news.exec(pathname);
  if (m) {
    const news = await orNull(getNewsBySlug({ slug: m.groups!.slug! }));
    if (!news) return notFoundHead();
    const p = newsPath(news.slug);
    const headline = pick(news.titleVi, news.titleEn);
    const description = describe(pick(news.summaryVi, news.summaryEn), pick(news.contentVi, news.contentEn));
    const pic = picture(news.cover, defaultPicture(home));
    const image = pic.image;
    const published = news.publishedAt ?? new Date(news.createdAt);
    const modified = new Date(news.updatedAt ?? published);
    return {
      ...base(p),
      title: withSite(headline),
      description,
      ...pic,
      type: 'article',
      jsonLd: [
        newsArticleLd(
          {
            headline,
            description,
            url: pageUrl(p, lang),
            image: image || undefined,
            datePublished: published,
            dateModified: modified.getTime() < published.getTime() ? published : modified,
            lang,
          },
          venue,
        ),
      ],
    };
  }

  return notFoundHead();
}
