import { beforeEach, describe, expect, it } from 'vitest';
import { langFromCookie } from '@gateway/lib/language-cookie.ts';
import { AUTH_DEFAULT, authVar, persistState, resetAuth, restoreState, setIsVn } from './state.ts';

describe('auth state', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetAuth();
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('defaults isVn to true', () => {
    expect(authVar().isVn).toBe(true);
    expect(AUTH_DEFAULT.isVn).toBe(true);
  });

  it('persists the language choice to sessionStorage and restores it', () => {
    persistState();
    setIsVn(false);
    resetAuth();
    expect(authVar().isVn).toBe(true);
    sessionStorage.setItem('venue:state', JSON.stringify({ auth: { isVn: false } }));
    restoreState();
    expect(authVar().isVn).toBe(false);
  });

  it('falls back to defaults on a corrupt entry', () => {
    sessionStorage.setItem('venue:state', '{not json');
    expect(restoreState()).toBe(false);
    expect(authVar().isVn).toBe(true);
  });

  it('records the choice in the cookie the server reads on the next page load', () => {
    expect(restoreState()).toBe(false);
    persistState();
    expect(langFromCookie(document.cookie)).toBeUndefined();
    setIsVn(false);
    expect(langFromCookie(document.cookie)).toBe('en');
    setIsVn(true);
    expect(langFromCookie(document.cookie)).toBe('vi');
    expect(restoreState()).toBe(true);
  });

  it('reads the language from a Cookie header or document.cookie, and nothing else', () => {
    expect(langFromCookie('lang=en')).toBe('en');
    expect(langFromCookie('a=1; lang=vi; b=2')).toBe('vi');
    expect(langFromCookie('a=1;lang=en')).toBe('en');
    expect(langFromCookie('xlang=en; lang=fr')).toBeUndefined();
    expect(langFromCookie('lang=english')).toBeUndefined();
    expect(langFromCookie(undefined)).toBeUndefined();
  });
});
