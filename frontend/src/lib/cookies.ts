/** Spec §4: token cookie 1 day, refreshToken cookie 7 days. */
export const TOKEN_COOKIE_DAYS = 1;
export const REFRESH_COOKIE_DAYS = 7;

// document.cookie directly, in js-cookie's format (URI-encoded values, path /): the two token
// cookies need nothing more, and every public page loads this module (issue 8, public bundle).
function read(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1));
    } catch {
      return pair.slice(eq + 1);
    }
  }
  return undefined;
}

function write(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; expires=${expires}; samesite=strict${secure}`;
}

function remove(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export const tokens = {
  get access(): string | undefined {
    return read('token');
  },
  get refresh(): string | undefined {
    return read('refreshToken');
  },
  set(pair: { accessToken: string; refreshToken: string }): void {
    write('token', pair.accessToken, TOKEN_COOKIE_DAYS);
    write('refreshToken', pair.refreshToken, REFRESH_COOKIE_DAYS);
  },
  clear(): void {
    remove('token');
    remove('refreshToken');
  },
};
