import type { Router } from 'express';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import type { ModuleApi } from '../lib/openapi.ts';
import { authApi } from './auth/auth.openapi.ts';
import { accountApi } from './account/account.openapi.ts';
import * as accountGraphql from './account/account.graphql.ts';
import { accountRouter } from './account/account.routes.ts';
import { tagsApi } from './tags/tags.openapi.ts';
import { mediaApi } from './media/media.openapi.ts';
import { areasApi } from './areas/areas.openapi.ts';
import { homeApi } from './home/home.openapi.ts';
import { introApi } from './intro/intro.openapi.ts';
import { bookingsApi } from './bookings/bookings.openapi.ts';
import { contactApi } from './contact/contact.openapi.ts';
import { eventsApi } from './events/events.openapi.ts';
import { newsApi } from './news/news.openapi.ts';
import { seoApi } from './seo/seo.openapi.ts';
import { mailApi } from './mail/mail.openapi.ts';
import { staffApi } from './staff/staff.openapi.ts';
import * as staffGraphql from './staff/staff.graphql.ts';
import { staffRouter } from './staff/staff.routes.ts';
import * as mailGraphql from './mail/mail.graphql.ts';
import { mailRouter } from './mail/mail.routes.ts';
import { previewApi } from './preview/preview.openapi.ts';
import * as previewGraphql from './preview/preview.graphql.ts';
import { previewRouter } from './preview/preview.routes.ts';
import { trashApi } from './trash/trash.openapi.ts';
import * as trashGraphql from './trash/trash.graphql.ts';
import { trashRouter } from './trash/trash.routes.ts';
import { versionsApi } from './versions/versions.openapi.ts';
import * as versionsGraphql from './versions/versions.graphql.ts';
import { versionsRouter } from './versions/versions.routes.ts';
import * as authGraphql from './auth/auth.graphql.ts';
import { authRouter } from './auth/auth.routes.ts';
import * as tagsGraphql from './tags/tags.graphql.ts';
import * as bookingsGraphql from './bookings/bookings.graphql.ts';
import { bookingsRouter } from './bookings/bookings.routes.ts';
import { capacityApi } from './capacity/capacity.openapi.ts';
import * as capacityGraphql from './capacity/capacity.graphql.ts';
import { capacityRouter } from './capacity/capacity.routes.ts';
import { waitlistApi } from './waitlist/waitlist.openapi.ts';
import { dashboardApi } from './dashboard/dashboard.openapi.ts';
import * as dashboardGraphql from './dashboard/dashboard.graphql.ts';
import { dashboardRouter } from './dashboard/dashboard.routes.ts';
import * as waitlistGraphql from './waitlist/waitlist.graphql.ts';
import { waitlistRouter } from './waitlist/waitlist.routes.ts';
import * as contactGraphql from './contact/contact.graphql.ts';
import { contactRouter } from './contact/contact.routes.ts';
import { tagsRouter } from './tags/tags.routes.ts';
import * as mediaGraphql from './media/media.graphql.ts';
import { mediaRouter } from './media/media.routes.ts';
import * as areasGraphql from './areas/areas.graphql.ts';
import { areasRouter } from './areas/areas.routes.ts';
import * as homeGraphql from './home/home.graphql.ts';
import { homeRouter } from './home/home.routes.ts';
import * as introGraphql from './intro/intro.graphql.ts';
import { introRouter } from './intro/intro.routes.ts';
import * as eventsGraphql from './events/events.graphql.ts';
import { eventsRouter } from './events/events.routes.ts';
import * as newsGraphql from './news/news.graphql.ts';
import { newsRouter } from './news/news.routes.ts';
import { seoRouter } from './seo/seo.routes.ts';
import { auditApi } from './audit/audit.openapi.ts';
import * as auditGraphql from './audit/audit.graphql.ts';
import { auditRouter } from './audit/audit.routes.ts';

export interface DomainModule {
  name: string;
  /** Mounted at /api/<path>; `openapi` is its contract in /api/openapi.json. */
  rest?: { path: string; router: Router; openapi: ModuleApi };
  graphql?: { typeDefs: string; resolvers: Resolvers };
}

/** Every domain registers here once; app.ts mounts the routers, graphql/schema.ts merges the schema. */
export const modules: DomainModule[] = [
  { name: 'auth', rest: { path: 'auth', router: authRouter, openapi: authApi }, graphql: authGraphql },
  {
    name: 'account',
    rest: { path: 'account', router: accountRouter, openapi: accountApi },
    graphql: accountGraphql,
  },
  { name: 'tags', rest: { path: 'tags', router: tagsRouter, openapi: tagsApi }, graphql: tagsGraphql },
  { name: 'media', rest: { path: 'media', router: mediaRouter, openapi: mediaApi }, graphql: mediaGraphql },
  { name: 'areas', rest: { path: 'areas', router: areasRouter, openapi: areasApi }, graphql: areasGraphql },
  { name: 'home', rest: { path: 'home', router: homeRouter, openapi: homeApi }, graphql: homeGraphql },
  { name: 'intro', rest: { path: 'intro', router: introRouter, openapi: introApi }, graphql: introGraphql },
  {
    name: 'bookings',
    rest: { path: 'bookings', router: bookingsRouter, openapi: bookingsApi },
    graphql: bookingsGraphql,
  },
  {
    name: 'capacity',
    rest: { path: 'capacity', router: capacityRouter, openapi: capacityApi },
    graphql: capacityGraphql,
  },
  {
    name: 'dashboard',
    rest: { path: 'dashboard', router: dashboardRouter, openapi: dashboardApi },
    graphql: dashboardGraphql,
  },
  {
    name: 'waitlist',
    rest: { path: 'waitlist', router: waitlistRouter, openapi: waitlistApi },
    graphql: waitlistGraphql,
  },
  {
    name: 'contact',
    rest: { path: 'contact', router: contactRouter, openapi: contactApi },
    graphql: contactGraphql,
  },
  {
    name: 'events',
    rest: { path: 'events', router: eventsRouter, openapi: eventsApi },
    graphql: eventsGraphql,
  },
  { name: 'news', rest: { path: 'news', router: newsRouter, openapi: newsApi }, graphql: newsGraphql },
  { name: 'staff', rest: { path: 'staff', router: staffRouter, openapi: staffApi }, graphql: staffGraphql },
  { name: 'mail', rest: { path: 'mail', router: mailRouter, openapi: mailApi }, graphql: mailGraphql },
  {
    name: 'preview',
    rest: { path: 'preview', router: previewRouter, openapi: previewApi },
    graphql: previewGraphql,
  },
  { name: 'trash', rest: { path: 'trash', router: trashRouter, openapi: trashApi }, graphql: trashGraphql },
  {
    name: 'versions',
    rest: { path: 'versions', router: versionsRouter, openapi: versionsApi },
    graphql: versionsGraphql,
  },
  { name: 'audit', rest: { path: 'audit', router: auditRouter, openapi: auditApi }, graphql: auditGraphql },
  { name: 'seo', rest: { path: 'seo', router: seoRouter, openapi: seoApi } },
];

/** Every module's REST contract, and its routes (the tests walk them). */
export const moduleApis: ModuleApi[] = modules.flatMap((m) => (m.rest ? [m.rest.openapi] : []));
export const restRoutes = moduleApis.flatMap((api) => api.routes);
