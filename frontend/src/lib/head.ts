import { headTags } from '@gateway/modules/seo/head-tags.ts';
import type { HeadShape } from '@gateway/modules/seo/seo.schemas.ts';

/** A page's head as `GET /api/seo/head` answers it (the server renders the same on first byte). */
export type PageHead = HeadShape;

/** Writes a page's head into the document: the tags the gateway renders (seo/head-tags.ts). */
export function applyHead(head: PageHead, doc: Document = document): void {
  if (doc.title !== head.title) doc.title = head.title;
  doc.documentElement.lang = head.lang;
  for (const { tag, key, attrs } of headTags(head)) {
    let el = doc.head.querySelector(key);
    if (!attrs) {
      el?.remove();
      continue;
    }
    if (!el) el = doc.head.appendChild(doc.createElement(tag));
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  }
  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const ld of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(ld);
    doc.head.appendChild(script);
  }
}

/** The page and language the server rendered the current head for (from its canonical), if any. */
export function renderedFor(
  doc: Document = document,
): { path: string; lang: 'vi' | 'en'; title: string } | undefined {
  const href = doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return undefined;
  try {
    const url = new URL(href, doc.baseURI);
    // og:title carries the page title as served, whatever scripts did to document.title since.
    const title = doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content') || doc.title;
    return { path: url.pathname, lang: url.searchParams.get('lang') === 'en' ? 'en' : 'vi', title };
  } catch {
    return undefined;
  }
}

const cache = new Map<string, PageHead>();

/** `GET /api/seo/head`, remembered per page and language for this visit. */
export async function fetchHead(path: string, lang: 'vi' | 'en', signal?: AbortSignal): Promise<PageHead> {
  const key = `${lang} ${path}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const res = await fetch(`/api/seo/head?path=${encodeURIComponent(path)}&lang=${lang}`, { signal });
  if (!res.ok) throw new Error(`head ${res.status}`);
  const head = ((await res.json()) as { results: PageHead }).results;
  cache.set(key, head);
  return head;
}

export function clearHeadCache(): void {
  cache.clear();
}
