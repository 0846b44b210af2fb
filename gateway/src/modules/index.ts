import type { Router } from 'express';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import * as authGraphql from './auth/auth.graphql.ts';
import { authRouter } from './auth/auth.routes.ts';
import * as tagsGraphql from './tags/tags.graphql.ts';
import * as bookingsGraphql from './bookings/bookings.graphql.ts';
import { bookingsRouter } from './bookings/bookings.routes.ts';
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

export interface DomainModule {
  name: string;
  /** Mounted at /api/<path>. */
  rest?: { path: string; router: Router };
  graphql?: { typeDefs: string; resolvers: Resolvers };
}

/** Every domain registers here once; app.ts mounts the routers, graphql/schema.ts merges the schema. */
export const modules: DomainModule[] = [
  { name: 'auth', rest: { path: 'auth', router: authRouter }, graphql: authGraphql },
  { name: 'tags', rest: { path: 'tags', router: tagsRouter }, graphql: tagsGraphql },
  { name: 'media', rest: { path: 'media', router: mediaRouter }, graphql: mediaGraphql },
  { name: 'areas', rest: { path: 'areas', router: areasRouter }, graphql: areasGraphql },
  { name: 'home', rest: { path: 'home', router: homeRouter }, graphql: homeGraphql },
  { name: 'intro', rest: { path: 'intro', router: introRouter }, graphql: introGraphql },
  { name: 'bookings', rest: { path: 'bookings', router: bookingsRouter }, graphql: bookingsGraphql },
  { name: 'contact', rest: { path: 'contact', router: contactRouter }, graphql: contactGraphql },
  { name: 'events', rest: { path: 'events', router: eventsRouter }, graphql: eventsGraphql },
  { name: 'news', rest: { path: 'news', router: newsRouter }, graphql: newsGraphql },
  { name: 'seo', rest: { path: 'seo', router: seoRouter } },
];
