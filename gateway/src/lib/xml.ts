// Hand-written on purpose: five replacements are the whole of XML text and attribute escaping.
/** Escapes text for XML/HTML content and double-quoted attributes. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
