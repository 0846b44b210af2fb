import path from 'node:path';
import { setImmediate as afterPendingIo } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { pickEncoding, type Encoding } from '../../lib/compressed-assets.ts';
import { AnswerCache, answerCachesEnabled } from '../../lib/cache.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { nextContentChange } from '../../lib/content-clock.ts';
import type { PageAnswer } from '../../http/hot-lane.ts';
import { notModified, strongEtag } from '../../lib/read-cache.ts';
import { logger } from '../../lib/logger.ts';
import { pageLanguage, langFromCookie } from '../../lib/language-cookie.ts';
import { isAdminPath } from '../../lib/site-paths.ts';
import { isTokenPagePath, publicUrl, resolveHead } from '../seo/seo.service.ts';
import { renderAdmin, renderBody, renderPage, Template } from './html.ts';
import type { PageRenderer } from './ssr.ts';

/** A request for a file that static serving did not find (`/assets/x.js`): not a page. */
export const looksLikeFile = (p: string) => /\.[a-z0-9]{1,8}$/i.test(p);

interface Page {
  status: number;
  lang: string;
  /**
   * The page's bytes as sent: uncompressed (UTF-8, made with the page), brotli and gzip (each made
   * on first demand). Kept as bytes rather than as the rendered string: outside V8's heap, and
   * about half the size (V8 holds text with Vietnamese in it at two bytes per character).
   */
  encoded: Partial<Record<Coding, Buffer>> & { identity: Buffer };
  /** Strong ETag of the uncompressed bytes. */
  etag: string;
  /** The server could not render the page: it is sent for the browser to render, and not kept. */
  unrendered?: boolean;
}

function makePage(status: number, html: string, lang: string, unrendered?: true): Page {
  const identity = Buffer.from(html, 'utf8');
  return {
    status,
    lang,
    encoded: { identity },
    etag: strongEtag(identity),
    ...(unrendered && { unrendered }),
  };
}

/**
 * What a kept page weighs against the cache's budget: its uncompressed bytes and, made later, its
 * brotli and gzip copies (together ~40% of the former on the demo venue's pages).
 */
const pageWeight = (page: Page) => Math.ceil(page.encoded.identity.length * 1.4);
/** Kept pages at most (their bytes, see pageWeight): ~450 pages of the demo venue's size; the
 *  least recently used go first. Unknown addresses (404) are kept too, so the bound is in bytes. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** Only these addresses are rendered on the server: a page and at most its language. Any other
 *  query (filters, pages of a list) is left to the browser, so that no visitor can make the
 *  server render and keep an unbounded number of variants. */
const renderable = (query: Record<string, unknown>) =>
  Object.keys(query).every((k) => k === 'lang') &&
  (query.lang === undefined || typeof query.lang === 'string');

/** Under 1 kB a page goes uncompressed. */
const small = (page: Page) => page.encoded.identity.length < 1024;

type Coding = Encoding | 'identity';

/** What a request gets: brotli or gzip as it takes them, uncompressed when neither or when small. */
function codingFor(req: Request, page: Page): Coding {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  return !encoding || small(page) ? 'identity' : encoding;
}

/**
 * Brotli for a page made on demand: quality 5 with a window just large enough for the page (the
 * encoder's memory follows the window), gzip at level 6: a few per cent more bytes than quality 9
 * for a fraction of its time and memory (docs/performance-log.md, "Page compression").
 */
const brotliParams = (size: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
  ),
});

/** The page's bytes in `coding`, each compressed copy made once per page. */
function bytesOf(page: Page, coding: Coding): Buffer {
  let bytes = page.encoded[coding];
  if (bytes) return bytes;
  const raw = page.encoded.identity;
  bytes =
    coding === 'br'
      ? zlib.brotliCompressSync(raw, { params: brotliParams(raw.length) })
      : zlib.gzipSync(raw, { level: 6 });
  page.encoded[coding] = bytes;
  return bytes;
}

/** A found page the client already has (its uncompressed copy's ETag): 304. */
const unchanged = (req: Request, page: Page, coding: Coding) =>
  coding === 'identity' && page.status === 200 && notModified(req, page.etag);

/**
 * The one definition of how a page is answered, for `sendPage` and the hot lane alike: revalidated
 * every time (no-cache), in the client's coding, with the uncompressed copy's ETag. An address
 * without `?lang=` is served in the cookie's language, so it varies on Cookie: no shared cache
 * gives one reader's English to another who has Vietnamese.
 */
function pageAnswer(req: Request, page: Page, coding: Coding, body: Buffer, byCookie: boolean): PageAnswer {
  const fresh = unchanged(req, page, coding);
  return {
    status: fresh ? 304 : page.status,
    headers: [
      'Cache-Control',
      'no-cache',
      'Content-Type',
      'text/html; charset=utf-8',
      'Content-Language',
      page.lang,
      'Vary',
      byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
      ...(coding === 'identity' ? ['ETag', page.etag] : ['Content-Encoding', coding]),
      ...(fresh ? [] : ['Content-Length', String(body.length)]),
    ],
    body,
  };
}

function sendPage(req: Request, res: Response, page: Page, byCookie: boolean): void {
  const coding = codingFor(req, page);
  const answer = pageAnswer(req, page, coding, bytesOf(page, coding), byCookie);
  for (let i = 0; i < answer.headers.length; i += 2)
    res.setHeader(answer.headers[i]!, answer.headers[i + 1]!);
  res.status(answer.status);
  res.end(answer.status === 304 || req.method === 'HEAD' ? undefined : answer.body);
}

/**
 * A page read through a link's token (a draft's preview, a visitor's booking, an offer): the
 * application's page for the browser to render, kept out of search engines and every cache.
 */
async function sendPreviewShell(req: Request, res: Response, template: string, lang: 'vi' | 'en') {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Content-Language', lang);
  res.setHeader('Vary', 'Cookie');
  let html = renderAdmin(template); // noindex even without the head
  try {
    html = renderPage(template, await resolveHead({ path: req.path, lang }));
  } catch (error) {
    logger.error({ err: error, path: req.path }, 'page head could not be resolved');
  }
  res.status(200).send(html);
}

/**
 * The page cache, which also shares a page being made with every request for it that arrives
 * meanwhile when answers are not kept (READ_CACHE=off): a rush of visitors costs one render, as
 * with the cache on, yet every answer is made after content last changed. A making is shared only
 * until content changes (the answer caches' one invalidation path, `invalidate`) or changes by
 * itself (lib/content-clock.ts); nothing outlives it.
 */
class PageCache extends AnswerCache<Page> {
  readonly #making = new Map<string, { page: Promise<Page>; validUntil: number }>();

  override async get(key: string, make: () => Promise<Page>, keep?: (page: Page) => boolean): Promise<Page> {
    if (answerCachesEnabled()) return super.get(key, make, keep);
    const now = clockNow();
    const shared = this.#making.get(key);
    if (shared && now < shared.validUntil) return shared.page;
    // A server render runs to its end in microtasks, so requests read meanwhile would only be
    // parsed after it; it begins after the requests already received, which then share it.
    const making = { page: afterPendingIo().then(make), validUntil: nextContentChange(now) };
    this.#making.set(key, making);
    const done = () => {
      if (this.#making.get(key) === making) this.#making.delete(key);
    };
    making.page.then(done, done);
    return making.page;
  }

  override invalidate(): void {
    super.invalidate();
    this.#making.clear();
  }
}

/**
 * The cache key of a page: its language (and whether the cookie chose it against the address's own,
 * Vietnamese: that page has no hreflang alternates), whether it is rendered with its body, its path.
 */
const pageKey = (lang: string, byCookie: boolean, withBody: boolean, address: string) =>
  `${lang}${byCookie && lang !== 'vi' ? ' by-cookie' : ''} ${withBody ? 'page' : 'head'} ${address}`;

const stats = { hotHits: 0 };
/** How many page views the hot lane answered (they are not in the access log). */
export const pageCacheStats = () => ({ ...stats });

/** Addresses that other routes answer (their own 404s included): never a page. */
const notPage = /^\/(api|graphql|media|assets|healthz|readyz)(\/|$)/i;

export type PageHandler = RequestHandler & {
  /**
   * The answer to this request from the page kept for its address, when the request is one this
   * handler would answer from its cache the same way: GET or HEAD, a public page with no query or
   * only `lang=vi|en`, its bytes already made in the coding the client gets, the template unchanged
   * and the schedule gate known shut. Anything else is undefined, for the normal stack.
   */
  hot(req: Request): PageAnswer | undefined;
};

/**
 * Every page the static files do not answer: index.html with the page's head filled in on the
 * server (title, description, canonical, alternates, Open Graph, Twitter, JSON-LD), the page's
 * status (404 for unknown paths and hidden items) and, when the frontend's server build is there,
 * the page itself rendered with its data (the first paint comes from the HTML). Kept per page and
 * language until content changes; brotli or gzip. Passes to the next handler when there is no build.
 */
export function pageHandler(distDir: string, renderer?: PageRenderer): PageHandler {
  const template = new Template(path.join(distDir, 'index.html'));
  const pages = new PageCache({ weigh: pageWeight, maxWeight: PAGE_CACHE_BYTES });
  const hot = (req: Request): PageAnswer | undefined => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || renderer?.ready() !== true) return undefined;
    const url = req.url;
    const q = url.indexOf('?');
    const address = q < 0 ? url : url.slice(0, q);
    const search = q < 0 ? '' : url.slice(q + 1);
    if (search !== '' && search !== 'lang=en' && search !== 'lang=vi') return undefined;
    if (
      address[0] !== '/' ||
      address.length > 1000 ||
      address.includes('#') ||
      notPage.test(address) ||
      looksLikeFile(address) ||
      isAdminPath(address)
    )
      return undefined;
    const t = template.read();
    if (!t) return undefined;
    if (t.changed) {
      pages.invalidate();
      return undefined;
    }
    const byCookie = search === '';
    const lang = byCookie ? (langFromCookie(req.headers.cookie) ?? 'vi') : search === 'lang=en' ? 'en' : 'vi';
    const page = pages.peek(pageKey(lang, byCookie, true, address));
    if (!page) return undefined;
    const coding = codingFor(req, page);
    const body = page.encoded[coding];
    if (!body) return undefined;
    stats.hotHits++;
    return pageAnswer(req, page, coding, body, byCookie);
  };
  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const t = template.read();
    if (!t) return next();
    if (t.changed) pages.invalidate();
    if (looksLikeFile(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (isAdminPath(req.path)) {
      const admin = pages.peek('admin') ?? makePage(200, renderAdmin(t.html), 'vi');
      pages.set('admin', admin);
      res.setHeader('X-Robots-Tag', 'noindex');
      return sendPage(req, res, admin, false);
    }
    const { lang, byCookie } = pageLanguage(req.query.lang, req.headers.cookie);
    if (isTokenPagePath(req.path)) return sendPreviewShell(req, res, t.html, lang);
    const withBody = renderer?.ready() === true && renderable(req.query) && req.path.length <= 1000;
    const key = pageKey(lang, byCookie, withBody, req.path);
    let page: Page;
    try {
      page = await pages.get(
        key,
        async () => {
          // An absurdly long path is simply not a page.
          const head = await resolveHead({ path: req.path.length > 1000 ? '/-' : req.path, lang });
          const html = renderPage(t.html, head, { hreflang: !byCookie || lang === 'vi' });
          if (!withBody) return makePage(head.status, html, lang);
          const url = lang === 'en' ? `${req.path}?lang=en` : req.path;
          const body = await renderer!.render(url, publicUrl(), lang).catch((error: unknown) => {
            logger.error({ err: error, path: req.path }, 'server render failed');
            return undefined;
          });
          return body
            ? makePage(head.status, renderBody(html, body.html, body.state), lang)
            : makePage(head.status, html, lang, true);
        },
        (p) => !p.unrendered,
      );
    } catch (error) {
      // Without the database the app still loads and shows its own error; crawlers come back later.
      logger.error({ err: error, path: req.path }, 'page head could not be resolved');
      res.setHeader('Retry-After', '60');
      return res.status(503).send(t.html);
    }
    sendPage(req, res, page, byCookie);
  };
  return Object.assign(handler, { hot });
}
