import type { HeadShape } from '@gateway/modules/seo/seo.schemas.ts';

/** A page's head as `GET /api/seo/head` answers it (the server renders the same on first byte). */
export type PageHead = HeadShape;

const OG_LOCALE = { vi: 'vi_VN', en: 'en_US' } as const;

function upsert(selector: string, create: () => HTMLElement, set: (el: HTMLElement) => void, doc: Document) {
  let el = doc.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    doc.head.appendChild(el);
  }
  set(el);
}

function meta(doc: Document, attr: 'name' | 'property', key: string, content: string | undefined) {
  const selector = `meta[${attr}="${key}"]`;
  if (!content) {
    doc.head.querySelector(selector)?.remove();
    return;
  }
  upsert(
    selector,
    () => doc.createElement('meta'),
    (el) => {
      el.setAttribute(attr, key);
      el.setAttribute('content', content);
    },
    doc,
  );
}

function link(doc: Document, selector: string, attrs: Record<string, string>) {
  upsert(
    selector,
    () => doc.createElement('link'),
    (el) => {
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    },
    doc,
  );
}

/** Writes a page's head into the document: the same tags the gateway renders. */
export function applyHead(head: PageHead, doc: Document = document): void {
  if (doc.title !== head.title) doc.title = head.title;
  doc.documentElement.lang = head.lang;
  meta(doc, 'name', 'description', head.description);
  meta(doc, 'name', 'robots', head.robots);
  link(doc, 'link[rel="canonical"]', { rel: 'canonical', href: head.canonical });
  for (const lang of ['vi', 'en', 'x-default'] as const) {
    link(doc, `link[rel="alternate"][hreflang="${lang}"]`, {
      rel: 'alternate',
      hreflang: lang,
      href: head.alternates[lang],
    });
  }
  meta(doc, 'property', 'og:site_name', head.siteName);
  meta(doc, 'property', 'og:type', head.type === 'article' ? 'article' : 'website');
  meta(doc, 'property', 'og:title', head.title);
  meta(doc, 'property', 'og:description', head.description);
  meta(doc, 'property', 'og:url', head.canonical);
  meta(doc, 'property', 'og:image', head.image);
  meta(
    doc,
    'property',
    'og:image:width',
    head.image && head.imageWidth ? String(head.imageWidth) : undefined,
  );
  meta(
    doc,
    'property',
    'og:image:height',
    head.image && head.imageHeight ? String(head.imageHeight) : undefined,
  );
  meta(doc, 'property', 'og:image:alt', head.image ? head.title : undefined);
  meta(doc, 'property', 'og:locale', OG_LOCALE[head.lang]);
  meta(doc, 'property', 'og:locale:alternate', OG_LOCALE[head.lang === 'vi' ? 'en' : 'vi']);
  meta(doc, 'name', 'twitter:card', 'summary_large_image');
  meta(doc, 'name', 'twitter:title', head.title);
  meta(doc, 'name', 'twitter:description', head.description);
  meta(doc, 'name', 'twitter:image', head.image);
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
