import { notifications } from '@mantine/notifications';
import { ADMIN_PATHS, isAdminPath } from '@gateway/lib/site-paths.ts';
import { tokens } from './cookies.ts';

/** Spec §7: every call times out after 50000 ms. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const REFRESH_PATH = '/api/auth/refreshToken';
export const FORBIDDEN_MESSAGE = 'Bạn không có quyền truy cập. Vui lòng đăng nhập lại.';

type Navigate = (to: string) => void;

// The admin layout registers the router's navigate: a full page load would drop the toast.
let navigateTo: Navigate = (to) => window.location.assign(to);

export function setAuthNavigator(fn: Navigate | null): void {
  navigateTo = fn ?? ((to) => window.location.assign(to));
}

let inFlight: Promise<string> | null = null;

/**
 * One refresh for everybody: callers that fail while a refresh is running wait for that same
 * promise (spec §4: concurrent refreshes are queued and share the result).
 */
export function refreshTokens(): Promise<string> {
  inFlight ??= (async () => {
    const refreshToken = tokens.refresh;
    if (!refreshToken) throw new Error('No refresh token');
    const res = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Refresh failed (${res.status})`);
    const body = (await res.json()) as {
      accessToken?: string;
      refreshToken?: string;
      results?: { accessToken?: string; refreshToken?: string };
    };
    const pair = body.results ?? body;
    if (!pair.accessToken || !pair.refreshToken) throw new Error('Refresh answered no tokens');
    tokens.set({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
    return pair.accessToken;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Spec §8: a failed refresh clears both cookies and goes to /admin. */
export function endSession(): void {
  // Several requests can fail together; only the one that still found cookies navigates.
  const signedIn = Boolean(tokens.access || tokens.refresh);
  tokens.clear();
  if (signedIn) navigateTo(ADMIN_PATHS.signIn);
}

/** Spec §8: a 403 shows the alert, clears the cookies and goes to /admin. */
export function forbidSession(): void {
  if (tokens.access || tokens.refresh) {
    notifications.show({ id: 'forbidden', color: 'red', title: 'Lỗi', message: FORBIDDEN_MESSAGE });
  }
  endSession();
}

const inAdminArea = () => isAdminPath(window.location.pathname);

type Failure = 'unauthenticated' | 'forbidden' | null;

/** 401/403, or a GraphQL answer whose errors carry UNAUTHENTICATED/FORBIDDEN. */
async function classify(res: Response): Promise<Failure> {
  if (res.status === 401) return 'unauthenticated';
  if (res.status === 403) return 'forbidden';
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body = (await res.clone().json()) as { errors?: { extensions?: { code?: string } }[] };
    const codes = (body.errors ?? []).map((e) => e.extensions?.code);
    if (codes.includes('UNAUTHENTICATED')) return 'unauthenticated';
    if (codes.includes('FORBIDDEN')) return 'forbidden';
  } catch {
    // not JSON after all: nothing to classify
  }
  return null;
}

function withAuth(init: RequestInit | undefined, token: string | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.delete('authorization');
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return { ...init, headers, signal };
}

/**
 * The one fetch every call goes through (Apollo's HttpLink and REST uploads): adds the bearer
 * token, refreshes once on 401 and retries with the new token, turns 403 into the spec's alert.
 * Public visitors never carry a token, so their failures pass through untouched.
 */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sent = tokens.access;
  const res = await fetch(input, withAuth(init, sent));
  if (!sent) return res;
  const failure = await classify(res);
  if (failure === 'forbidden') {
    forbidSession();
    return res;
  }
  if (failure !== 'unauthenticated') return res;

  let fresh: string;
  try {
    // Another request may already have refreshed while this one was in flight.
    fresh = tokens.access && tokens.access !== sent ? tokens.access : await refreshTokens();
  } catch {
    // On the public site a session that cannot be renewed just ends: the page asks again as the
    // visitor it now is instead of being sent to the sign-in screen.
    if (!inAdminArea()) {
      tokens.clear();
      return fetch(input, withAuth(init, undefined));
    }
    endSession();
    return res;
  }
  const retried = await fetch(input, withAuth(init, fresh));
  const second = await classify(retried);
  if (second === 'forbidden') forbidSession();
  else if (second === 'unauthenticated') endSession();
  return retried;
}
