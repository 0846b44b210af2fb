import { makeVar, type ReactiveVar } from '@apollo/client';

/** The spec's client slices (§3), persisted to sessionStorage and restored before the app renders. */
export interface AuthSlice {
  isVn: boolean;
  notification?: { message: string; status: 'info' | 'warning' | 'success' | 'error' | 'loading' } | null;
}
export const AUTH_DEFAULT: AuthSlice = { isVn: true, notification: null };

const STORAGE_KEY = 'venue:state';

export const authVar: ReactiveVar<AuthSlice> = makeVar<AuthSlice>(AUTH_DEFAULT);

export function setIsVn(isVn: boolean): void {
  authVar({ ...authVar(), isVn });
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
  const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: authVar() }));
  const watch = () => authVar.onNextChange(() => (save(), watch()));
  watch();
}
