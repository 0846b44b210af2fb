import Cookies from 'js-cookie';

/** Spec §4: token cookie 1 day, refreshToken cookie 7 days. */
export const TOKEN_COOKIE_DAYS = 1;
export const REFRESH_COOKIE_DAYS = 7;

function attributes(days: number): Cookies.CookieAttributes {
  return { expires: days, sameSite: 'Strict', secure: window.location.protocol === 'https:', path: '/' };
}

export const tokens = {
  get access(): string | undefined {
    return Cookies.get('token');
  },
  get refresh(): string | undefined {
    return Cookies.get('refreshToken');
  },
  set(pair: { accessToken: string; refreshToken: string }): void {
    Cookies.set('token', pair.accessToken, attributes(TOKEN_COOKIE_DAYS));
    Cookies.set('refreshToken', pair.refreshToken, attributes(REFRESH_COOKIE_DAYS));
  },
  clear(): void {
    Cookies.remove('token', { path: '/' });
    Cookies.remove('refreshToken', { path: '/' });
  },
};
