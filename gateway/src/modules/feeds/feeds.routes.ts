import { Router, type Request, type Response } from 'express';
import { AnswerCache } from '../../lib/cache.ts';
import { notModified, strongEtag } from '../../lib/read-cache.ts';
import { FILE_PATHS, pathRegExp } from '../../lib/site-paths.ts';
import { langOf, publicUrl } from '../seo/seo.service.ts';
import { eventIcs, eventsIcs, newsRss, sitemapFiles } from './feeds.service.ts';
import { buildRobots } from './sitemap.ts';

/** Served stale while remade for at most this long after they were made. */
const FEED_STALE_MS = 10 * 60_000;

/**
 * A feed's bytes and strong ETag, made once with the feed: a large venue's sitemap is megabytes, and
 * encoding and hashing it on each request (`res.send`) left a copy to the collector every time.
 */
interface FeedFile {
  body: Buffer;
  etag: string;
}

function fileOf(text: string): FeedFile {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: strongEtag(body) };
}

/** Feeds by key (`rss:vi`, `events.ics:en`, …): after an edit nobody waits for a rebuild. */
const feeds = new AnswerCache<FeedFile>({ staleForMs: FEED_STALE_MS, max: 1000 });
const sitemaps = new AnswerCache<Map<string, FeedFile>>({ staleForMs: FEED_STALE_MS, max: 1 });
const feed = (key: string, make: () => Promise<string>) => feeds.get(key, async () => fileOf(await make()));

/** Sends a feed (304 when the client has it); plain text answers are made into one on the way. */
function send(
  req: Request,
  res: Response,
  type: string,
  file: FeedFile | string,
  cacheControl = 'public, max-age=300',
): void {
  const { body, etag } = typeof file === 'string' ? fileOf(file) : file;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl);
  // A found feed is revalidated by its ETag; a "Not found" is not.
  const found = res.statusCode === 200;
  if (found) res.setHeader('ETag', etag);
  if (found && notModified(req, etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Files for crawlers, feed readers and calendars, at the site's root. */
export const feedsRouter = Router();

feedsRouter.get(FILE_PATHS.robots, (req, res) => {
  send(req, res, 'text/plain; charset=utf-8', buildRobots(publicUrl()), 'public, max-age=3600');
});

feedsRouter.get(/^\/(sitemap(?:-[1-9][0-9]{0,5})?\.xml)$/, async (req, res) => {
  const name = String((req.params as Record<string, string>)[0]);
  const files = await sitemaps.get('sitemap', async () => {
    const made = await sitemapFiles();
    return new Map([...made].map(([file, text]) => [file, fileOf(text)]));
  });
  const body = files.get(name);
  if (body === undefined) {
    res.status(404);
    return send(req, res, 'text/plain; charset=utf-8', 'Not found', 'no-cache');
  }
  send(req, res, 'application/xml; charset=utf-8', body);
});

feedsRouter.get(FILE_PATHS.newsRss, async (req, res) => {
  const lang = langOf(req.query.lang);
  send(req, res, 'application/rss+xml; charset=utf-8', await feed(`rss:${lang}`, () => newsRss(lang)));
});

feedsRouter.get(FILE_PATHS.eventsIcs, async (req, res) => {
  const lang = langOf(req.query.lang);
  const body = await feed(`events.ics:${lang}`, () => eventsIcs(lang));
  res.setHeader('Content-Disposition', 'inline; filename="events.ics"');
  send(req, res, 'text/calendar; charset=utf-8', body);
});

feedsRouter.get(pathRegExp(FILE_PATHS.eventIcs, '[a-z0-9][a-z0-9-]{0,99}'), async (req, res) => {
  const slug = String((req.params as Record<string, string>).slug);
  const lang = langOf(req.query.lang);
  let body: FeedFile;
  try {
    body = await feed(`event.ics:${lang}:${slug}`, () => eventIcs(slug, lang));
  } catch (error) {
    if ((error as { code?: string }).code !== 'NOT_FOUND') throw error;
    res.status(404);
    return send(req, res, 'text/plain; charset=utf-8', 'Not found', 'no-cache');
  }
  res.setHeader('Content-Disposition', `inline; filename="${slug}.ics"`);
  send(req, res, 'text/calendar; charset=utf-8', body);
});
