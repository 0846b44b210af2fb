import path from 'node:path';
import { Router, type RequestHandler, type Response } from 'express';
import { logger } from '../../lib/logger.ts';
import { AnswerCache } from './cache.ts';
import { eventIcs, eventsIcs, newsRss, sitemapXml } from './feeds.ts';
import { renderAdmin, renderPage, Template } from './html.ts';
import { buildRobots } from './sitemap.ts';
import { langOf, publicUrl, resolveHead } from './seo.service.ts';

/** `GET /api/seo/head?path=&lang=`: the head the SPA applies on client-side navigation. */
export const seoRouter = Router();
seoRouter.get('/head', async (req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.json({ results: await resolveHead({ path: req.query.path, lang: req.query.lang }) });
});

const feedCache = new AnswerCache<string>();

function send(res: Response, type: string, body: string, cacheControl = 'public, max-age=300'): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl);
  res.send(body);
}

/** Files for crawlers, feed readers and calendars, at the site's root. */
export const seoFilesRouter = Router();

seoFilesRouter.get('/robots.txt', (_req, res) => {
  send(res, 'text/plain; charset=utf-8', buildRobots(publicUrl()), 'public, max-age=3600');
});

seoFilesRouter.get('/sitemap.xml', async (_req, res) => {
  send(res, 'application/xml; charset=utf-8', await feedCache.through('sitemap', sitemapXml));
});

seoFilesRouter.get('/news/rss.xml', async (req, res) => {
  const lang = langOf(req.query.lang);
  send(
    res,
    'application/rss+xml; charset=utf-8',
    await feedCache.through(`rss:${lang}`, () => newsRss(lang)),
  );
});

seoFilesRouter.get('/events.ics', async (req, res) => {
  const lang = langOf(req.query.lang);
  const body = await feedCache.through(`events.ics:${lang}`, () => eventsIcs(lang));
  res.setHeader('Content-Disposition', 'inline; filename="events.ics"');
  send(res, 'text/calendar; charset=utf-8', body);
});

seoFilesRouter.get(/^\/event\/([a-z0-9][a-z0-9-]{0,99})\.ics$/, async (req, res) => {
  const slug = String((req.params as Record<string, string>)[0]);
  const lang = langOf(req.query.lang);
  let body: string;
  try {
    body = await feedCache.through(`event.ics:${slug}:${lang}`, () => eventIcs(slug, lang));
  } catch (error) {
    if ((error as { code?: string }).code !== 'NOT_FOUND') throw error;
    res.status(404);
    return send(res, 'text/plain; charset=utf-8', 'Not found', 'no-cache');
  }
  res.setHeader('Content-Disposition', `inline; filename="${slug}.ics"`);
  send(res, 'text/calendar; charset=utf-8', body);
});

const isAdminPath = (p: string) => p === '/admin' || p.startsWith('/admin/');
/** A request for a file that static serving did not find (`/assets/x.js`): not a page. */
const looksLikeFile = (p: string) => /\.[a-z0-9]{1,8}$/i.test(p);

/**
 * The SPA fallback: index.html with the page's head filled in on the server (title, description,
 * canonical, alternates, Open Graph, Twitter, JSON-LD) and the page's status (404 for unknown
 * paths and hidden items). Passes to the next handler when there is no build.
 */
export function seoHtmlHandler(distDir: string): RequestHandler {
  const template = new Template(path.join(distDir, 'index.html'));
  const pages = new AnswerCache<{ status: number; html: string; lang: string }>();
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const t = template.read();
    if (!t) return next();
    if (t.changed) pages.clear();
    if (looksLikeFile(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (isAdminPath(req.path)) {
      const admin = pages.get('admin') ?? { status: 200, html: renderAdmin(t.html), lang: 'vi' };
      pages.set('admin', admin);
      res.setHeader('X-Robots-Tag', 'noindex');
      return res.send(admin.html);
    }
    const lang = langOf(req.query.lang);
    const key = `${lang} ${req.path}`;
    let page: { status: number; html: string; lang: string };
    try {
      page = await pages.through(key, async () => {
        // An absurdly long path is simply not a page.
        const head = await resolveHead({ path: req.path.length > 1000 ? '/-' : req.path, lang });
        return { status: head.status, html: renderPage(t.html, head), lang };
      });
    } catch (error) {
      // Without the database the app still loads and shows its own error; crawlers come back later.
      logger.error({ err: error, path: req.path }, 'page head could not be resolved');
      res.setHeader('Retry-After', '60');
      return res.status(503).send(t.html);
    }
    res.setHeader('Content-Language', page.lang);
    res.status(page.status).send(page.html);
  };
}
