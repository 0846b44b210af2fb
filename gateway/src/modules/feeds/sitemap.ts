// Hand-written on purpose: a urlset with hreflang alternates and a sitemap index are two small
// templates over the read model; the `sitemap` package's streams are for sites that cannot hold theirs in memory.

import { escapeXml } from '../../lib/xml.ts';

export interface SitemapPage {
  /** Path without language: `/event/dem-nhac-jazz`. */
  path: string;
  lastmod?: Date | null;
}

type UrlOf = (path: string, lang: 'vi' | 'en') => string;

/** A sitemap with every page twice (vi, en), each listing both versions and x-default as alternates. */
export function buildSitemap(pages: SitemapPage[], urlOf: UrlOf): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const vi = escapeXml(urlOf(page.path, 'vi'));
    const en = escapeXml(urlOf(page.path, 'en'));
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="vi" href="${vi}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${vi}"/>`,
    ];
    const lastmod =
      page.lastmod && !Number.isNaN(new Date(page.lastmod).getTime())
        ? [`    <lastmod>${new Date(page.lastmod).toISOString()}</lastmod>`]
        : [];
    for (const loc of [vi, en]) {
      out.push('  <url>', `    <loc>${loc}</loc>`, ...lastmod, ...alternates, '  </url>');
    }
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

/** A sitemap index: the parts of a sitemap too large for one file. */
export function buildSitemapIndex(parts: { loc: string; lastmod?: Date | null }[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const part of parts) {
    out.push('  <sitemap>', `    <loc>${escapeXml(part.loc)}</loc>`);
    if (part.lastmod && !Number.isNaN(new Date(part.lastmod).getTime()))
      out.push(`    <lastmod>${new Date(part.lastmod).toISOString()}</lastmod>`);
    out.push('  </sitemap>');
  }
  out.push('</sitemapindex>');
  return `${out.join('\n')}\n`;
}

export function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}
