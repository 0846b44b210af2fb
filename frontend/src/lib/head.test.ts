import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead, renderedFor, type PageHead } from './head.ts';

const head = (over: Partial<PageHead> = {}): PageHead => ({
  status: 200,
  lang: 'en',
  title: 'SEO Jazz Night | Venue',
  description: 'A jazz quartet',
  canonical: 'https://venue.example/event/jazz?lang=en',
  image: 'https://venue.example/media/jazz-1600.webp',
  type: 'event',
  siteName: 'Venue',
  alternates: {
    vi: 'https://venue.example/event/jazz',
    en: 'https://venue.example/event/jazz?lang=en',
    'x-default': 'https://venue.example/event/jazz',
  },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Event', name: 'SEO Jazz Night' }],
  ...over,
});

describe('applyHead', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Venue</title><meta name="description" content="old"><link rel="canonical" href="https://venue.example/">' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    document.documentElement.lang = 'vi';
  });

  it('replaces title, meta, canonical, alternates and JSON-LD without duplicating them', () => {
    applyHead(head());
    applyHead(head());
    expect(document.title).toBe('SEO Jazz Night | Venue');
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'A jazz quartet',
    );
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://venue.example/event/jazz?lang=en',
    );
    expect(document.querySelector('link[hreflang="x-default"]')!.getAttribute('href')).toBe(
      'https://venue.example/event/jazz',
    );
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(3);
    // The feed link follows the page's language, as the server writes it.
    expect(document.querySelectorAll('link[type="application/rss+xml"]')).toHaveLength(1);
    expect(document.querySelector('link[type="application/rss+xml"]')!.getAttribute('href')).toBe(
      '/news/rss.xml?lang=en',
    );
    expect(document.querySelector('meta[property="og:locale"]')!.getAttribute('content')).toBe('en_US');
    expect(document.querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe('website');
    expect(document.querySelector('meta[name="twitter:card"]')!.getAttribute('content')).toBe(
      'summary_large_image',
    );
    const ld = document.querySelectorAll('script[type="application/ld+json"]');
    expect(ld).toHaveLength(1);
    expect(JSON.parse(ld[0]!.textContent!)['@type']).toBe('Event');
  });

  it('adds robots for a 404 and removes it again', () => {
    applyHead(head({ status: 404, robots: 'noindex', jsonLd: [] }));
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    applyHead(head());
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('tells which page and language the current head is for', () => {
    expect(renderedFor()).toEqual({ path: '/', lang: 'vi', title: 'Venue' });
    applyHead(head());
    document.title = 'Changed by a script';
    expect(renderedFor()).toEqual({ path: '/event/jazz', lang: 'en', title: 'SEO Jazz Night | Venue' });
  });
});

describe('one head for server and browser', () => {
  it('applies the very tags the gateway renders into a page', async () => {
    const { renderPage } = await import('@gateway/modules/pages/html.ts');
    const tags = (root: ParentNode) =>
      [...root.querySelectorAll('title, meta[name]:not([name="viewport"]), meta[property], link, script')]
        .map((el) => el.outerHTML)
        .sort();
    for (const page of [head(), head({ lang: 'vi', robots: 'noindex', image: '', imageWidth: 1600 })]) {
      const served = new DOMParser().parseFromString(
        renderPage('<html><head><meta charset="utf-8"></head><body></body></html>', page),
        'text/html',
      );
      document.head.innerHTML = '';
      applyHead(page);
      expect(tags(document.head)).toEqual(tags(served.head));
      expect(tags(document.head).length).toBeGreaterThan(15);
    }
  });
});
