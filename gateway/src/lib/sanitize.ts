import type SanitizeHtml from 'sanitize-html';
import { lazyRequire } from './lazy.ts';
import { runtimeConfig } from './runtime.ts';

/** Loaded with the first rich text or map to clean: only staff writes and seeding need it. */
const sanitizeHtml = lazyRequire<typeof SanitizeHtml>('sanitize-html');

/** Images in rich text come from our own uploads or from an https host; nothing else. */
function allowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  return value.startsWith('/media/') || /^https:\/\/[^/\s]+/i.test(value);
}

const ALIGN = [/^(left|right|center|justify)$/];

const richTextOptions: SanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    // Tiptap's StarterKit makes these from markdown shortcuts.
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    // Rich-text editors align paragraphs with an inline style; nothing else is kept.
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    h5: ['style'],
    h6: ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: SanitizeHtml.Attributes = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      // A link opening a new tab must not hand the opener to the other site.
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: SanitizeHtml.Attributes = { ...attribs };
      if (!allowedImageSrc(out.src)) delete out.src;
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans rich HTML from the admin editors before it is stored: headings, paragraphs, lists, links,
 * emphasis, quotes and figures with images from /media/ or https. Scripts, handlers, styles other
 * than text alignment and foreign tags are dropped.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml()(String(html), richTextOptions).trim();
}

const MAP_ATTRIBUTES = [
  'src',
  'width',
  'height',
  'style',
  'loading',
  'referrerpolicy',
  'allowfullscreen',
  'title',
];

/**
 * The footer's map embed: only the first `<iframe>` whose https `src` is on an allowed map host
 * survives (hosts default to the MAP_HOSTS setting). Everything else — scripts, other tags, text,
 * iframes from other hosts — is dropped. A bare embed URL from an allowed host is wrapped in an
 * iframe, as editors often paste only the link.
 */
export function sanitizeMapEmbed(html: string | null | undefined, hosts?: readonly string[]): string {
  if (!html) return '';
  const allowedHosts = [...(hosts ?? runtimeConfig().mapHosts)];
  let input = String(html).trim();
  if (/^https:\/\/\S+$/i.test(input)) {
    input = `<iframe src="${input.replace(/"/g, '&quot;')}" width="100%" height="450" style="border:0" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
  }
  const cleaned = sanitizeHtml()(input, {
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: MAP_ATTRIBUTES },
    allowedStyles: {
      iframe: {
        border: [/^[\w\s#().,%-]+$/],
        width: [/^\d+(\.\d+)?(px|%|rem|em|vw)?$/],
        height: [/^\d+(\.\d+)?(px|%|rem|em|vh)?$/],
        'max-width': [/^\d+(\.\d+)?(px|%|rem|em|vw)?$/],
      },
    },
    allowedSchemes: ['https'],
    allowedSchemesByTag: { iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: allowedHosts,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'iframe'],
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  });
  const first = /<iframe\b[^>]*\bsrc="[^"]+"[^>]*>/i.exec(cleaned);
  return first ? `${first[0]}</iframe>` : '';
}

/** Rich text as the words a reader sees: block ends become line breaks, every tag goes. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '$&\n');
  return sanitizeHtml()(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&') // last, so '&amp;lt;' stays '&lt;'
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
