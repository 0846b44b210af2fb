/**
 * A small schema.org-aware check of the JSON-LD the site emits, after Google's structured-data
 * rules: required properties fail, recommended ones missing are reported as warnings.
 */
export interface LdReport {
  type: string;
  errors: string[];
  warnings: string[];
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const absolute = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+/.test(v);
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const VENUE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+07:00$/;
const EVENT_STATUS = [
  'EventScheduled',
  'EventCancelled',
  'EventPostponed',
  'EventRescheduled',
  'EventMovedOnline',
];
const ATTENDANCE = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'];
const schemaEnum = (v: unknown, allowed: string[]) =>
  typeof v === 'string' &&
  allowed.some((a) => v === `https://schema.org/${a}` || v === `http://schema.org/${a}`);

const imageOk = (v: unknown): boolean =>
  Array.isArray(v) ? v.length > 0 && v.every(imageOk) : absolute(v) || (isObj(v) && absolute(v.url));

function addressOk(v: unknown): boolean {
  if (text(v)) return true;
  return isObj(v) && v['@type'] === 'PostalAddress' && (text(v.streetAddress) || text(v.addressLocality));
}

function orgOk(v: unknown): boolean {
  const list = Array.isArray(v) ? v : [v];
  return (
    list.length > 0 &&
    list.every((o) => isObj(o) && ['Organization', 'Person'].includes(String(o['@type'])) && text(o.name))
  );
}

export function checkJsonLd(ld: unknown): LdReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isObj(ld)) return { type: '?', errors: ['not an object'], warnings };
  const type = String(ld['@type'] ?? '');
  const need = (ok: boolean, message: string) => ok || errors.push(message);
  const want = (ok: boolean, message: string) => ok || warnings.push(message);
  need(
    ld['@context'] === 'https://schema.org' || ld['@context'] === 'http://schema.org',
    '@context must be schema.org',
  );

  switch (type) {
    case 'Event': {
      need(text(ld.name), 'Event.name is required');
      need(
        typeof ld.startDate === 'string' && ISO_WITH_OFFSET.test(ld.startDate),
        'Event.startDate must be ISO 8601 with an offset',
      );
      need(
        typeof ld.startDate === 'string' && VENUE_ISO.test(ld.startDate),
        'Event.startDate must carry the venue offset +07:00',
      );
      if (ld.endDate !== undefined) {
        need(
          typeof ld.endDate === 'string' && VENUE_ISO.test(ld.endDate),
          'Event.endDate must be ISO 8601 with +07:00',
        );
        need(
          Date.parse(String(ld.endDate)) >= Date.parse(String(ld.startDate)),
          'Event.endDate is before startDate',
        );
      } else want(false, 'Event.endDate is recommended');
      const loc = ld.location;
      need(isObj(loc) && loc['@type'] === 'Place', 'Event.location must be a Place');
      need(isObj(loc) && addressOk(loc.address), 'Event.location.address is required');
      want(isObj(loc) && text(loc.name), 'Event.location.name is recommended');
      need(
        schemaEnum(ld.eventStatus, EVENT_STATUS),
        'Event.eventStatus must be a schema.org EventStatusType',
      );
      want(schemaEnum(ld.eventAttendanceMode, ATTENDANCE), 'Event.eventAttendanceMode is recommended');
      if (ld.eventAttendanceMode !== undefined)
        need(schemaEnum(ld.eventAttendanceMode, ATTENDANCE), 'Event.eventAttendanceMode is not a valid mode');
      want(imageOk(ld.image), 'Event.image is recommended (absolute URL)');
      if (ld.image !== undefined) need(imageOk(ld.image), 'Event.image must be absolute URLs');
      want(text(ld.description), 'Event.description is recommended');
      want(ld.organizer !== undefined, 'Event.organizer is recommended');
      if (ld.organizer !== undefined) need(orgOk(ld.organizer), 'Event.organizer needs @type and name');
      if (ld.offers === undefined) want(false, 'Event.offers is recommended');
      else {
        const offers = Array.isArray(ld.offers) ? ld.offers : [ld.offers];
        for (const o of offers) {
          need(isObj(o) && o['@type'] === 'Offer', 'Event.offers must be Offer');
          if (!isObj(o)) continue;
          const price = typeof o.price === 'string' ? Number(o.price) : o.price;
          need(
            typeof price === 'number' && Number.isFinite(price) && price >= 0,
            'Offer.price must be a number',
          );
          need(
            typeof o.priceCurrency === 'string' && /^[A-Z]{3}$/.test(o.priceCurrency),
            'Offer.priceCurrency must be ISO 4217',
          );
          want(absolute(o.url), 'Offer.url is recommended');
        }
      }
      break;
    }
    case 'NewsArticle':
    case 'Article':
    case 'BlogPosting': {
      need(text(ld.headline), `${type}.headline is required`);
      need(
        typeof ld.headline !== 'string' || ld.headline.length <= 110,
        `${type}.headline must be at most 110 characters`,
      );
      need(
        typeof ld.datePublished === 'string' && ISO_WITH_OFFSET.test(ld.datePublished),
        `${type}.datePublished must be ISO 8601 with an offset`,
      );
      need(imageOk(ld.image), `${type}.image is required (absolute URLs)`);
      if (ld.dateModified !== undefined) {
        need(
          typeof ld.dateModified === 'string' && ISO_WITH_OFFSET.test(ld.dateModified),
          `${type}.dateModified must be ISO 8601`,
        );
        need(
          Date.parse(String(ld.dateModified)) >= Date.parse(String(ld.datePublished)),
          `${type}.dateModified is before datePublished`,
        );
      } else want(false, `${type}.dateModified is recommended`);
      want(ld.author !== undefined, `${type}.author is recommended`);
      if (ld.author !== undefined) need(orgOk(ld.author), `${type}.author needs @type and name`);
      if (ld.publisher !== undefined) need(orgOk(ld.publisher), `${type}.publisher needs @type and name`);
      break;
    }
    case 'Organization': {
      need(text(ld.name), 'Organization.name is required');
      need(absolute(ld.url), 'Organization.url must be an absolute URL');
      want(
        absolute(ld.logo) || (isObj(ld.logo) && absolute(ld.logo.url)),
        'Organization.logo is recommended',
      );
      if (ld.address !== undefined) need(addressOk(ld.address), 'Organization.address is malformed');
      break;
    }
    case 'Place': {
      need(text(ld.name), 'Place.name is required');
      need(addressOk(ld.address), 'Place.address is required');
      break;
    }
    default:
      errors.push(`unexpected @type ${type || '(none)'}`);
  }
  return { type, errors, warnings };
}
