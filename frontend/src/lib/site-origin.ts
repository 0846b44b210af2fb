/**
 * The site's public origin for absolute links (share buttons, calendar entries): the gateway's
 * PUBLIC_URL, which the server renders with (entry-server.tsx sets it) and writes into the page's
 * canonical link, where the browser reads it back. Both sides give the same value, so the hydrated
 * markup matches the server's; the address bar's origin is the fallback.
 */
let serverOrigin: string | undefined;

export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/$/, '');
}

export function siteOrigin(): string {
  if (typeof document === 'undefined') return serverOrigin ?? '';
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    // not an absolute address: the page's own origin below
  }
  return window.location.origin;
}
