// GraphQL operations the scale bench and the profiler send, as the public pages ask them.

/** The events page: 12 a page, each with its cover, area and tags. */
export const EVENTS_QUERY = `query EventsPage($page: Int, $pageSize: Int) { events(page: $page, pageSize: $pageSize) {
  total page pageSize items { _id slug titleVi titleEn summaryVi summaryEn startAt endAt featured
  cover { secure_url width height placeholder } area { _id slug nameVi nameEn } tags { _id slug nameVi nameEn } } } }`;

/** The home page's settings: logo, map, contacts, slides. */
export const HOME_QUERY = `query HomePage { home { logoHeader { secure_url width height placeholder }
  map address phone email link { facebook zalo hotline whatsapp }
  slides { image { secure_url width height placeholder } captionVi captionEn link } updatedAt } }`;

/** A GraphQL request body for `fetch` or autocannon. */
export const gqlBody = (query: string, variables?: Record<string, unknown>) =>
  JSON.stringify({ query, variables });
