// Hand-written on purpose: the spec's few client slices are Apollo reactive variables (already in
// the bundle) persisted to sessionStorage; a store library would add weight to every public page.

import { makeVar, type ReactiveVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { langCookie, langFromCookie } from '@gateway/lib/language-cookie.ts';

/** The spec's client slices (§3), persisted to sessionStorage and restored before the app renders. */
export interface AuthSlice {
  isVn: boolean;
  notification?: Toast | null;
}

/** Spec §3 toast: id, message, position, duration, status. */
export type ToastPosition = 'top' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom' | 'bottom-right';
export type ToastStatus = 'info' | 'warning' | 'success' | 'error' | 'loading';
export interface Toast {
  id?: string;
  message: string;
  position?: ToastPosition;
  duration?: number;
  status: ToastStatus;
}
export const AUTH_DEFAULT: AuthSlice = { isVn: true, notification: null };

const STORAGE_KEY = 'venue:state';

export const authVar: ReactiveVar<AuthSlice> = makeVar<AuthSlice>(AUTH_DEFAULT);

export function setIsVn(isVn: boolean): void {
  authVar({ ...authVar(), isVn });
}
export function notify(notification: Toast): void {
  authVar({ ...authVar(), notification });
}
export function clearNotification(): void {
  authVar({ ...authVar(), notification: null });
}
export function resetAuth(): void {
  authVar(AUTH_DEFAULT);
}

/** Restores the session's state; whether the session had one. */
export function restoreState(): boolean {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) authVar({ ...AUTH_DEFAULT, ...(JSON.parse(raw) as { auth?: AuthSlice }).auth });
    return raw != null;
  } catch {
    // a corrupt entry is dropped: defaults apply
    return false;
  }
}

/**
 * Records the state now: the language in the session (spec §4) and in the cookie the server reads
 * on the next page load (gateway/src/lib/language-cookie.ts), so that it arrives in that language.
 */
export function saveState(): void {
  const { isVn } = authVar();
  // The notification is transient; only the language survives a reload.
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: { isVn } }));
  const lang = isVn ? 'vi' : 'en';
  if (langFromCookie(document.cookie) !== lang)
    document.cookie = langCookie(lang, location.protocol === 'https:');
}

/** Records every change of the state from now on. */
export function persistState(): void {
  const watch = () => authVar.onNextChange(() => (saveState(), watch()));
  watch();
}

/** The chosen language as a boolean, for `pick(isVn, vi, en)`. */
export function useIsVn(): boolean {
  return useReactiveVar(authVar).isVn;
}
