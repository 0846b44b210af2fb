import fs from 'node:fs';
import { headTags, jsonLdScriptText } from '../seo/head-tags.ts';
import type { Head } from '../seo/seo.service.ts';
import { escapeXml as esc } from '../../lib/xml.ts';

/**
 * How long a build file's mtime is trusted before it is looked at again: a stat on every page
 * answer was ~2% of a cold page's CPU (and ran on every cached one); a new build is seen within it.
 */
const BUILD_CHECK_MS = 1000;

/** A file of the frontend's build: its mtime, looked up at most once per `BUILD_CHECK_MS`. */
export class BuildFile {
  readonly file: string;
  #mtime: number | undefined;
  #checkedAt = -Infinity;

  constructor(file: string) {
    this.file = file;
  }

  /** The file's mtime, `undefined` when it is missing. */
  mtime(): number | undefined {
    const now = performance.now();
    if (now - this.#checkedAt >= BUILD_CHECK_MS) {
      this.#checkedAt = now;
      try {
        this.#mtime = fs.statSync(this.file).mtimeMs;
      } catch {
        this.#mtime = undefined;
      }
    }
    return this.#mtime;
  }
}

/**
 * The SPA's index.html, read once and read again only when the file's mtime changes (a new build).
 * `undefined` when there is no build.
 */
export class Template {
  readonly #build: BuildFile;
  #html: string | undefined;
  #mtime = -1;

  constructor(file: string) {
    this.#build = new BuildFile(file);
  }

  get file(): string {
    return this.#build.file;
  }

  /** The template and whether it changed since the last call. */
  read(): { html: string; changed: boolean } | undefined {
    const mtime = this.#build.mtime();
    if (mtime === undefined) {
      this.#html = undefined;
      this.#mtime = -1;
      return undefined;
    }
    if (this.#html !== undefined && mtime === this.#mtime) return { html: this.#html, changed: false };
    try {
      this.#html = fs.readFileSync(this.file, 'utf8');
    } catch {
      return undefined;
    }
    this.#mtime = mtime;
    return { html: this.#html, changed: true };
  }
}

/** The head as HTML: the title, the tags of seo/head-tags.ts, the JSON-LD blocks. */
const isHreflang = (key: string) => key.startsWith('link[rel="alternate"][hreflang=');

function headHtml(head: Head, hreflang: boolean): string {
  const tags = headTags(head)
    .filter((t) => t.attrs && (hreflang || !isHreflang(t.key)))
    .map(
      (t) =>
        `<${t.tag} ${Object.entries(t.attrs!)
          .map(([k, v]) => `${k}="${esc(v)}"`)
          .join(' ')}>`,
    );
  const ld = head.jsonLd.map((l) => `<script type="application/ld+json">${jsonLdScriptText(l)}</script>`);
  return [`<title>${esc(head.title)}</title>`, ...tags, ...ld].join('\n    ');
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
/**
 * index.html with the page's head. `hreflang: false` leaves out the language alternates: for a page
 * served at an address in another language than the address's own (the cookie's English at a bare
 * path), where they would name this very address as the Vietnamese version.
 */
export function renderPage(template: string, head: Head, { hreflang = true } = {}): string {
  return insertIntoHead(setHtmlLang(stripHead(template), head.lang), headHtml(head, hreflang));
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
