/**
 * The visitor's chosen language as the server sees it, one definition for the gateway and the
 * browser (imported by the frontend as `@gateway/lib/language-cookie.ts`). The language switch
 * keeps the choice in the session's state (sessionStorage, spec §4) and records it in this
 * first-party cookie too, so that the next page load arrives rendered in it: `?lang=` in the
 * address first, then this cookie, else Vietnamese (the spec's default).
 */
export type Language = 'vi' | 'en';

export const LANG_COOKIE = 'lang';
/** A year, as bilingual news sites keep an edition choice: a returning reader gets their language. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => value === 'vi' || value === 'en';

const COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LANG_COOKIE}=(vi|en)\\s*(?:;|$)`);

/** The language recorded in a `Cookie` header (or `document.cookie`, the same form), if any. */
export function langFromCookie(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const m = COOKIE_VALUE.exec(header);
  return m ? (m[1] as Language) : undefined;
}

/** The `document.cookie` assignment that records a choice: the whole site, Lax, nothing personal. */
export const langCookie = (lang: Language, secure: boolean): string =>
  `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The language a page is served in: `?lang=vi|en` first, then the cookie, else Vietnamese; and
 * whether the answer depends on the cookie (then it must vary on it in every shared cache).
 */
export function pageLanguage(
  queryLang: unknown,
  cookieHeader: string | undefined,
): { lang: Language; byCookie: boolean } {
  if (isLanguage(queryLang)) return { lang: queryLang, byCookie: false };
  return { lang: langFromCookie(cookieHeader) ?? 'vi', byCookie: true };
}
