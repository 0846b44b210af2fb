import { venueIso } from '../../lib/venue-time-input.ts';

export type JsonLd = Record<string, unknown>;

export interface Venue {
  name: string;
  url: string;
  /** Full address, '|' already replaced by ', '. */
  address: string;
  logo?: string;
  image?: string;
  telephone?: string;
  email?: string;
  sameAs?: string[];
}

const SCHEMA = 'https://schema.org';

export function postalAddress(address: string): JsonLd | undefined {
  if (!address) return undefined;
  return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'VN' };
}

function clean<T extends JsonLd>(value: T): T {
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) delete value[key];
  }
  return value;
}

function organizationRef(venue: Venue): JsonLd {
  return clean({
    '@type': 'Organization',
    name: venue.name,
    url: venue.url,
    logo: venue.logo ? { '@type': 'ImageObject', url: venue.logo } : undefined,
  });
}

export function organizationLd(venue: Venue): JsonLd {
  return clean({
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${venue.url}#organization`,
    name: venue.name,
    url: venue.url,
    logo: venue.logo,
    email: venue.email,
    telephone: venue.telephone,
    address: postalAddress(venue.address),
    sameAs: venue.sameAs,
  });
}

export function placeLd(venue: Venue): JsonLd {
  return clean({
    '@context': SCHEMA,
    '@type': 'Place',
    '@id': `${venue.url}#place`,
    name: venue.name,
    url: venue.url,
    image: venue.image,
    telephone: venue.telephone,
    address: postalAddress(venue.address),
  });
}

/**
 * A price text as the editors type it: 'Miễn phí' / 'Free' is 0, text with digits is the first
 * number in it (dots, commas and spaces are thousands separators in VND), anything else no offer.
 */
export function parsePrice(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (/mi[ễe]n\s*ph[íi]|\bfree\b/i.test(t)) return 0;
  const match = /\d[\d.,\s]*/.exec(t);
  if (!match) return undefined;
  const digits = match[0].replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}

export interface EventLdInput {
  name: string;
  description: string;
  url: string;
  startAt: Date;
  endAt: Date | null;
  image?: string;
  locationName: string;
  price: string;
  publishedAt: Date | null;
  lang: string;
}

export function eventLd(e: EventLdInput, venue: Venue): JsonLd {
  const price = parsePrice(e.price);
  return clean({
    '@context': SCHEMA,
    '@type': 'Event',
    name: e.name,
    description: e.description,
    url: e.url,
    inLanguage: e.lang,
    startDate: venueIso(e.startAt),
    endDate: e.endAt ? venueIso(e.endAt) : undefined,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: clean({
      '@type': 'Place',
      name: e.locationName || venue.name,
      address: postalAddress(venue.address),
    }),
    image: e.image ? [e.image] : undefined,
    organizer: organizationRef(venue),
    offers:
      price === undefined
        ? undefined
        : clean({
            '@type': 'Offer',
            price,
            priceCurrency: 'VND',
            url: e.url,
            availability: `${SCHEMA}/InStock`,
            validFrom: e.publishedAt ? venueIso(e.publishedAt) : undefined,
          }),
  });
}

export interface ArticleLdInput {
  headline: string;
  description: string;
  url: string;
  image?: string;
  datePublished: Date;
  dateModified: Date;
  lang: string;
}

export function newsArticleLd(a: ArticleLdInput, venue: Venue): JsonLd {
  return clean({
    '@context': SCHEMA,
    '@type': 'NewsArticle',
    headline: a.headline.length > 110 ? `${a.headline.slice(0, 109)}…` : a.headline,
    description: a.description,
    url: a.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    inLanguage: a.lang,
    image: a.image ? [a.image] : undefined,
    datePublished: venueIso(a.datePublished),
    dateModified: venueIso(a.dateModified),
    author: organizationRef(venue),
    publisher: organizationRef(venue),
  });
}
