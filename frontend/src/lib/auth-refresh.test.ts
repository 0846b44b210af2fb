import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFetch, FORBIDDEN_MESSAGE, REFRESH_PATH, setAuthNavigator } from './auth-refresh.ts';

const showNotification = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: showNotification } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function bearerOf(init?: RequestInit): string | null {
  return new Headers(init?.headers).get('authorization');
}

describe('authFetch', () => {
  const navigate = vi.fn();
  let refreshCalls: number;

  beforeEach(() => {
    refreshCalls = 0;
    navigate.mockReset();
    showNotification.mockReset();
    setAuthNavigator(navigate);
    Cookies.set('token', 'old-access');
    Cookies.set('refreshToken', 'old-refresh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove('token');
    Cookies.remove('refreshToken');
  });

  function stubServer(refresh: () => Response | Promise<Response>) {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === REFRESH_PATH) {
        refreshCalls += 1;
        // Slow enough that all ten failing requests are waiting on the same refresh.
        await new Promise((r) => setTimeout(r, 20));
        return refresh();
      }
      return bearerOf(init) === 'Bearer new-access'
        ? json(200, { data: { ok: true } })
        : json(401, { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('ten requests failing together cause exactly one refresh and all succeed on retry', async () => {
    const fetchMock = stubServer(() => json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => authFetch('/graphql', { method: 'POST', body: '{}' })),
    );
    expect(refreshCalls).toBe(1);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(Cookies.get('token')).toBe('new-access');
    expect(Cookies.get('refreshToken')).toBe('new-refresh');
    const refreshCall = fetchMock.mock.calls.find(([input]) => String(input) === REFRESH_PATH);
    expect(JSON.parse(String(refreshCall?.[1]?.body))).toEqual({ refreshToken: 'old-refresh' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed refresh clears both cookies and goes to /admin once', async () => {
    window.history.pushState({}, '', '/admin/events');
    stubServer(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'bad' } }));
    const answers = await Promise.all(Array.from({ length: 3 }, () => authFetch('/graphql')));
    expect(refreshCalls).toBe(1);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it('on a public page a failed refresh ends the session and asks again as a visitor', async () => {
    window.history.pushState({}, '', '/event');
    try {
      const fetchMock = stubServer(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'bad' } }));
      const res = await authFetch('/graphql');
      expect(res.status).toBe(401); // the stub answers 401 to anything but the new token…
      const last = fetchMock.mock.calls.at(-1);
      expect(String(last?.[0])).toBe('/graphql');
      expect(bearerOf(last?.[1])).toBeNull(); // …and the last ask went without any token
      expect(Cookies.get('token')).toBeUndefined();
      expect(Cookies.get('refreshToken')).toBeUndefined();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('a 403 shows the spec alert, clears the cookies and goes to /admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })),
    );
    const res = await authFetch('/graphql');
    expect(res.status).toBe(403);
    expect(showNotification).toHaveBeenCalledWith(expect.objectContaining({ message: FORBIDDEN_MESSAGE }));
    expect(Cookies.get('token')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it('leaves visitors without a token alone on 401', async () => {
    Cookies.remove('token');
    const fetchMock = stubServer(() => json(200, {}));
    const res = await authFetch('/graphql');
    expect(res.status).toBe(401);
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBeNull();
    expect(refreshCalls).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(Cookies.get('refreshToken')).toBe('old-refresh');
  });

  it('sends the bearer token from the cookie', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await authFetch('/graphql');
    expect(bearerOf((fetchMock.mock.calls[0] as unknown[])[1] as RequestInit)).toBe('Bearer old-access');
  });
});
