// The one list of a page's head tags, read by the gateway's page render (pages/html.ts writes them
// as HTML) and by the browser's navigation (frontend/src/lib/head.ts applies them to the document).
// Imports types only: the frontend bundles it.
import { FILE_PATHS } from '../../lib/site-paths.ts';
import type { HeadShape } from './seo.schemas.ts';

/**
 * One `<meta>` or `<link>` of the head: `key` is the selector that finds it in a document, `attrs`
 * its attributes in order, or null when this page has none (the browser removes an earlier one).
 */
export interface HeadTag {
  tag: 'meta' | 'link';
  key: string;
  attrs: Record<string, string> | null;
}

const OG_LOCALE = { vi: 'vi_VN', en: 'en_US' } as const;

const meta = (attr: 'name' | 'property', key: string, content: string | false | undefined): HeadTag => ({
  tag: 'meta',
  key: `meta[${attr}="${key}"]`,
  attrs: content ? { [attr]: key, content } : null,
});

/** The page's `<meta>` and `<link>` tags, in the order the server writes them (title and JSON-LD apart). */
export function headTags(head: HeadShape): HeadTag[] {
  const other = head.lang === 'vi' ? 'en' : 'vi';
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    { tag: 'link', key: 'link[rel="canonical"]', attrs: { rel: 'canonical', href: head.canonical } },
    ...(['vi', 'en', 'x-default'] as const).map((l): HeadTag => ({
      tag: 'link',
      key: `link[rel="alternate"][hreflang="${l}"]`,
      attrs: { rel: 'alternate', hreflang: l, href: head.alternates[l] },
    })),
    {
      tag: 'link',
      key: 'link[rel="alternate"][type="application/rss+xml"]',
      attrs: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${head.siteName} RSS`,
        href: `${FILE_PATHS.newsRss}?lang=${head.lang}`,
      },
    },
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type === 'article' ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', !!head.image && !!head.imageWidth && String(head.imageWidth)),
    meta('property', 'og:image:height', !!head.image && !!head.imageHeight && String(head.imageHeight)),
    meta('property', 'og:image:alt', !!head.image && head.title),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ];
}

/** JSON for a `<script>` block (JSON-LD, the Apollo state): `<` escaped so that no `</script>` ends it. */
export function jsonLdScriptText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
