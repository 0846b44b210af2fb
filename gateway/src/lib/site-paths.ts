/**
 * The site's addresses, one registry for the gateway and the browser (imported by the frontend as
 * `@gateway/lib/site-paths.ts`): the router, the public nav, the admin's links, the gateway's page
 * serving, the sitemap and feeds, and the nginx generator (gateway/scripts/nginx-conf.ts) all read
 * it. Patterns use React Router's `:slug` syntax.
 */
export const PAGE_PATHS = {
  home: '/',
  discover: '/discover',
  area: '/discover/:slug',
  events: '/event',
  eventTag: '/event/tag/:slug',
  event: '/event/:slug',
  news: '/news',
  newsPost: '/news/:slug',
  booking: '/booking',
  contact: '/contact',
  thanks: '/thanks',
  test: '/test',
  /** A draft as its public page will look, through a signed link (`?token=`): never indexed. */
  preview: '/preview/:type/:id',
  /** A visitor's own booking and a waiting-list offer, through the link in their mail (`?t=`). */
  bookingManage: '/booking/manage/:id',
  bookingOffer: '/booking/offer/:id',
  admin: '/admin',
} as const;

/** Files the gateway answers at the site's root for crawlers, feed readers and calendars. */
export const FILE_PATHS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  newsRss: '/news/rss.xml',
  eventsIcs: '/events.ics',
  eventIcs: '/event/:slug.ics',
} as const;

/**
 * The admin area's pages: spec §2's routes as the spec spells them (`/admin/instroduct` included),
 * then the sign-in, recovery, inbox, team and account pages beyond it. Only the browser renders them.
 */
export const ADMIN_PATHS = {
  signIn: PAGE_PATHS.admin,
  forgotPassword: '/admin/forgot-password',
  resetPassword: '/admin/reset-password',
  acceptInvitation: '/admin/accept-invitation',
  /** The staff's day: where sign-in lands, and check-in at the door. */
  dashboard: '/admin/dashboard',
  door: '/admin/door',
  general: '/admin/general',
  introduction: '/admin/instroduct',
  discover: '/admin/discover',
  events: '/admin/events',
  news: '/admin/news',
  /** The staff inbox, `:box` being `bookings` or `messages` (the two entries below). */
  inbox: '/admin/inbox/:box',
  bookings: '/admin/inbox/bookings',
  messages: '/admin/inbox/messages',
  staff: '/admin/staff',
  outbox: '/admin/outbox',
  audit: '/admin/audit',
  trash: '/admin/trash',
  account: '/admin/account',
} as const;

export type AdminPath = (typeof ADMIN_PATHS)[keyof typeof ADMIN_PATHS];

type Pattern = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS] | (typeof FILE_PATHS)[keyof typeof FILE_PATHS];

const withSlug = (pattern: Pattern) => (slug: string) => pattern.replace(':slug', slug);

export const areaPath = withSlug(PAGE_PATHS.area);
export const eventPath = withSlug(PAGE_PATHS.event);
/** A tag's event list, by its slug or (as the public nav links it) its id. */
export const eventTagPath = withSlug(PAGE_PATHS.eventTag);
export const newsPath = withSlug(PAGE_PATHS.newsPost);
export const eventIcsPath = withSlug(FILE_PATHS.eventIcs);
/** The thanks page after a public form (`from` = booking or contact). */
export const thanksPath = (from: string) => `${PAGE_PATHS.thanks}?from=${from}`;

/** A pattern as an anchored regular expression, `:slug` captured as `slug` (default: one segment). */
export function pathRegExp(pattern: Pattern, slug = '[^/]+'): RegExp {
  const source = pattern
    .split(':slug')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join(`(?<slug>${slug})`);
  return new RegExp(`^${source}$`);
}

/** The admin area: the SPA's shell, never rendered on the server nor indexed. */
export const isAdminPath = (p: string) => p === PAGE_PATHS.admin || p.startsWith(`${PAGE_PATHS.admin}/`);
