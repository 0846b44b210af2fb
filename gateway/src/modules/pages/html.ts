import fs from 'node:fs';
import { FILE_PATHS } from '../../lib/site-paths.ts';
import { jsonLdScriptText } from '../seo/jsonld.ts';
import type { Head } from '../seo/seo.service.ts';
import { escapeXml as esc } from '../../lib/xml.ts';

/**
 * The SPA's index.html, read once and read again only when the file's mtime changes (a new build).
 * `undefined` when there is no build.
 */
export class Template {
  readonly file: string;
  #html: string | undefined;
  #mtime = -1;

  constructor(file: string) {
    this.file = file;
  }

  /** The template and whether it changed since the last call. */
  read(): { html: string; changed: boolean } | undefined {
    let mtime: number;
    try {
      mtime = fs.statSync(this.file).mtimeMs;
    } catch {
      this.#html = undefined;
      this.#mtime = -1;
      return undefined;
    }
    if (this.#html !== undefined && mtime === this.#mtime) return { html: this.#html, changed: false };
    this.#html = fs.readFileSync(this.file, 'utf8');
    this.#mtime = mtime;
    return { html: this.#html, changed: true };
  }
}

const OG_LOCALE = { vi: 'vi_VN', en: 'en_US' } as const;

/** The tags the server writes; the SPA's HeadManager updates the same ones. */
export function headTags(head: Head): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attr}="${key}" content="${esc(content)}">` : '';
  const other = head.lang === 'vi' ? 'en' : 'vi';
  const lines = [
    `<title>${esc(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.robots ? meta('name', 'robots', head.robots) : '',
    `<link rel="canonical" href="${esc(head.canonical)}">`,
    ...(['vi', 'en', 'x-default'] as const).map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${esc(head.alternates[l])}">`,
    ),
    `<link rel="alternate" type="application/rss+xml" title="${esc(head.siteName)} RSS" href="${FILE_PATHS.newsRss}?lang=${head.lang}">`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type === 'article' ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    head.image && head.imageWidth ? meta('property', 'og:image:width', String(head.imageWidth)) : '',
    head.image && head.imageHeight ? meta('property', 'og:image:height', String(head.imageHeight)) : '',
    head.image ? meta('property', 'og:image:alt', head.title) : '',
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${jsonLdScriptText(ld)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}

/** Sets (or adds) the `lang` attribute of `<html>`. */
function setHtmlLang(html: string, lang: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_m, attrs: string) => {
    const rest = attrs.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${esc(lang)}"${rest}>`;
  });
}

/** Drops the template's own title, description and robots so that they are not duplicated. */
function stripHead(html: string): string {
  return html
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i, '')
    .replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/gi, '')
    .replace(/[ \t]*<meta\s+name=["']robots["'][^>]*>[ \t]*\r?\n?/gi, '');
}

/** Puts the tags early in `<head>` (after charset and viewport), where every scraper reads. */
function insertIntoHead(html: string, tags: string): string {
  const anchor =
    /<meta\s+name=["']viewport["'][^>]*>[ \t]*\r?\n?/i.exec(html) ??
    /<meta\s+charset=[^>]*>[ \t]*\r?\n?/i.exec(html) ??
    /<head\b[^>]*>[ \t]*\r?\n?/i.exec(html);
  if (!anchor) return `${tags}\n${html}`;
  const at = anchor.index + anchor[0].length;
  const newline = anchor[0].endsWith('\n') ? '' : '\n';
  return `${html.slice(0, at)}${newline}    ${tags}\n${html.slice(at)}`;
}

/** index.html with a page's head. */
export function renderPage(template: string, head: Head): string {
  return insertIntoHead(setHtmlLang(stripHead(template), head.lang), headTags(head));
}

/** index.html for the admin: unchanged but kept out of search engines. */
export function renderAdmin(template: string): string {
  return insertIntoHead(
    template.replace(/[ \t]*<meta\s+name=["']robots["'][^>]*>[ \t]*\r?\n?/gi, ''),
    '<meta name="robots" content="noindex">',
  );
}

/** Puts a page rendered on the server into the template's `<div id="root">`, with the Apollo cache
 *  it was rendered from (frontend/src/lib/apollo-persist.ts reads it back), escaped as JSON-LD is
 *  so that no stored text can close its script element. */
export function renderBody(html: string, body: string, state: unknown): string {
  const root = /<div id="root"><\/div>/.exec(html);
  if (!root) return html;
  const tail = `<script type="application/json" id="apollo-state">${jsonLdScriptText(state)}</script>`;
  return `${html.slice(0, root.index)}<div id="root">${body}</div>\n    ${tail}${html.slice(root.index + root[0].length)}`;
}
