// Hand-written on purpose: the spec's few client slices are Apollo reactive variables (already in
// the bundle) persisted to sessionStorage; a store library would add weight to every public page.

import { makeVar, type ReactiveVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';

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

export function restoreState(): void {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) authVar({ ...AUTH_DEFAULT, ...(JSON.parse(raw) as { auth?: AuthSlice }).auth });
  } catch {
    // a corrupt entry is dropped: defaults apply
  }
}

export function persistState(): void {
  // The notification is transient; only the language survives a reload.
  const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: { isVn: authVar().isVn } }));
  const watch = () => authVar.onNextChange(() => (save(), watch()));
  watch();
}

/** The chosen language as a boolean, for `pick(isVn, vi, en)`. */
export function useIsVn(): boolean {
  return useReactiveVar(authVar).isVn;
}
