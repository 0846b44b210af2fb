import { Router, type Response } from 'express';
import { AnswerCache } from '../../lib/cache.ts';
import { FILE_PATHS, pathRegExp } from '../../lib/site-paths.ts';
import { langOf, publicUrl } from '../seo/seo.service.ts';
import { eventIcs, eventsIcs, newsRss, sitemapFiles } from './feeds.service.ts';
import { buildRobots } from './sitemap.ts';

/** Feeds by key (`rss:vi`, `events.ics:en`, …): after an edit nobody waits for a rebuild. */
/** Served stale while remade for at most this long after they were made. */
const FEED_STALE_MS = 10 * 60_000;
const feeds = new AnswerCache<string>({ staleForMs: FEED_STALE_MS, max: 1000 });
const sitemaps = new AnswerCache<Map<string, string>>({ staleForMs: FEED_STALE_MS, max: 1 });
const feed = (key: string, make: () => Promise<string>) => feeds.get(key, make);

function send(res: Response, type: string, body: string, cacheControl = 'public, max-age=300'): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl);
  res.send(body);
}

/** Files for crawlers, feed readers and calendars, at the site's root. */
export const feedsRouter = Router();

feedsRouter.get(FILE_PATHS.robots, (_req, res) => {
  send(res, 'text/plain; charset=utf-8', buildRobots(publicUrl()), 'public, max-age=3600');
});

feedsRouter.get(/^\/(sitemap(?:-[1-9][0-9]{0,5})?\.xml)$/, async (req, res) => {
  const name = String((req.params as Record<string, string>)[0]);
  const body = (await sitemaps.get('sitemap', () => sitemapFiles())).get(name);
  if (body === undefined) {
    res.status(404);
    return send(res, 'text/plain; charset=utf-8', 'Not found', 'no-cache');
  }
  send(res, 'application/xml; charset=utf-8', body);
});

feedsRouter.get(FILE_PATHS.newsRss, async (req, res) => {
  const lang = langOf(req.query.lang);
  send(res, 'application/rss+xml; charset=utf-8', await feed(`rss:${lang}`, () => newsRss(lang)));
});

feedsRouter.get(FILE_PATHS.eventsIcs, async (req, res) => {
  const lang = langOf(req.query.lang);
  const body = await feed(`events.ics:${lang}`, () => eventsIcs(lang));
  res.setHeader('Content-Disposition', 'inline; filename="events.ics"');
  send(res, 'text/calendar; charset=utf-8', body);
});

feedsRouter.get(pathRegExp(FILE_PATHS.eventIcs, '[a-z0-9][a-z0-9-]{0,99}'), async (req, res) => {
  const slug = String((req.params as Record<string, string>).slug);
  const lang = langOf(req.query.lang);
  let body: string;
  try {
    body = await feed(`event.ics:${lang}:${slug}`, () => eventIcs(slug, lang));
  } catch (error) {
    if ((error as { code?: string }).code !== 'NOT_FOUND') throw error;
    res.status(404);
    return send(res, 'text/plain; charset=utf-8', 'Not found', 'no-cache');
  }
  res.setHeader('Content-Disposition', `inline; filename="${slug}.ics"`);
  send(res, 'text/calendar; charset=utf-8', body);
});
