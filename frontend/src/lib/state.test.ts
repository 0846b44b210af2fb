import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_DEFAULT, authVar, persistState, resetAuth, restoreState, setIsVn } from './state.ts';

describe('auth state', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetAuth();
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
    restoreState();
    expect(authVar().isVn).toBe(true);
  });
});
