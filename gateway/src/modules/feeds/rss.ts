// Hand-written on purpose: one RSS 2.0 channel is a fixed template of a dozen elements; feed
// libraries bring Atom and JSON Feed writers this site does not serve.

import { escapeXml } from '../../lib/xml.ts';

export interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  guid: string;
  categories?: string[];
}

export interface RssChannel {
  title: string;
  link: string;
  self: string;
  description: string;
  language: 'vi' | 'en';
  items: RssItem[];
}

/** RFC 822 date as RSS wants it: `Sat, 12 Dec 2026 12:30:00 GMT`. */
export const rfc822 = (date: Date) => new Date(date).toUTCString();

export function buildRss(channel: RssChannel): string {
  const e = escapeXml;
  const newest = channel.items.reduce<Date | null>(
    (max, i) => (!max || i.pubDate.getTime() > max.getTime() ? i.pubDate : max),
    null,
  );
  const items = channel.items.map((i) =>
    [
      '    <item>',
      `      <title>${e(i.title)}</title>`,
      `      <link>${e(i.link)}</link>`,
      `      <guid isPermaLink="true">${e(i.guid)}</guid>`,
      `      <pubDate>${rfc822(i.pubDate)}</pubDate>`,
      `      <description>${e(i.description)}</description>`,
      ...(i.categories ?? []).map((c) => `      <category>${e(c)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${e(channel.title)}</title>`,
    `    <link>${e(channel.link)}</link>`,
    `    <description>${e(channel.description)}</description>`,
    `    <language>${channel.language}</language>`,
    `    <atom:link href="${e(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
