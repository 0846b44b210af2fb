import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();
afterEach(() => resetClock());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through the REST door, as a browser would, with its User-Agent. */
async function signInAs(email: string, password: string, userAgent: string) {
  const res = await h.api('/api/auth/login', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.body as { accessToken: string; refreshToken: string };
}

describe('/api/account', () => {
  it('answers 401 to strangers on every route', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/me'],
      ['PUT', '/api/account/me'],
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/others'],
      ['DELETE', '/api/account/sessions/abc'],
    ] as const)
      expect((await h.api(path, { method, body: method === 'PUT' ? { name: 'x' } : undefined })).status).toBe(
        401,
      );
    const gql = await h.gql('{ accountSessions { id } }');
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lets an editor change their own name, shown by me; a blank or long name is a 400 naming it', async () => {
    const editor = await h.signIn('editor');
    const blank = await h.api('/api/account/me', {
      method: 'PUT',
      body: { name: '   ' },
      token: editor.accessToken,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toHaveProperty('name');
    const long = await h.gql(
      'mutation($n: String!) { updateAccount(name: $n) { name } }',
      { n: 'x'.repeat(101) },
      editor.accessToken,
    );
    expect(long.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const renamed = await h.api('/api/account/me', {
      method: 'PUT',
      body: { name: '  Nguyễn Văn An ' },
      token: editor.accessToken,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.results).toMatchObject({
      email: editor.email,
      name: 'Nguyễn Văn An',
      role: 'editor',
    });
    const me = await h.gql('{ me { name email } account { name } }', undefined, editor.accessToken);
    expect(me.body.data).toEqual({
      me: { name: 'Nguyễn Văn An', email: editor.email },
      account: { name: 'Nguyễn Văn An' },
    });
  });

  it('lists the own sessions with browser, system, address and this one marked; ends another at once', async () => {
    const { email, password } = await h.signIn('editor');
    const desk = await signInAs(email, password, FIREFOX_WINDOWS);
    const phone = await signInAs(email, password, SAFARI_IPHONE);

    const list = await h.api('/api/account/sessions', { token: desk.accessToken });
    expect(list.status).toBe(200);
    const sessions = list.body.results as Array<Record<string, unknown>>;
    // h.signIn's own session too (no User-Agent): three in all, this one first.
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      browser: 'Firefox 130',
      os: 'Windows 10',
      deviceType: 'desktop',
      current: true,
    });
    expect(sessions[0]!.ip).toMatch(/127\.0\.0\.1|::1/);
    const iphone = sessions.find((s) => s.os === 'iOS 17.5')!;
    expect(iphone).toMatchObject({ browser: 'Mobile Safari 17', deviceType: 'mobile', current: false });
    expect(Date.parse(iphone.lastUsedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(iphone.signedInAt as string),
    );

    // Refreshing keeps it one session, with its sign-in time.
    const rotated = await h.api('/api/auth/refreshToken', {
      body: { refreshToken: phone.refreshToken },
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    expect(rotated.status).toBe(200);
    const after = (await h.api('/api/account/sessions', { token: desk.accessToken })).body.results;
    expect(after).toHaveLength(3);
    expect(after.find((s: { id: string }) => s.id === iphone.id).signedInAt).toBe(iphone.signedInAt);

    // Ending it: the phone's access token and refresh token stop working at once.
    const current = await h.api(`/api/account/sessions/${sessions[0]!.id as string}`, {
      method: 'DELETE',
      token: desk.accessToken,
    });
    expect(current.status).toBe(400);
    expect(current.body.error.fields).toHaveProperty('id');
    const ended = await h.api(`/api/account/sessions/${iphone.id as string}`, {
      method: 'DELETE',
      token: desk.accessToken,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.results).toEqual({ ended: 1 });
    expect((await h.api('/api/auth/me', { token: rotated.body.accessToken })).status).toBe(401);
    expect((await h.api('/api/auth/me', { token: phone.accessToken })).status).toBe(401);
    expect(
      (await h.api('/api/auth/refreshToken', { body: { refreshToken: rotated.body.refreshToken } })).status,
    ).toBe(401);
    expect((await h.api('/api/auth/me', { token: desk.accessToken })).status).toBe(200);
    const again = await h.api(`/api/account/sessions/${iphone.id as string}`, {
      method: 'DELETE',
      token: desk.accessToken,
    });
    expect(again.status).toBe(404);
  });

  it('moves "last used" with the access tokens, keeping the sign-in time', async () => {
    const { email, password } = await h.signIn('editor');
    const desk = await signInAs(email, password, FIREFOX_WINDOWS);
    const first = (await h.api('/api/account/sessions', { token: desk.accessToken })).body.results[0];
    advanceClock(10 * 60_000);
    expect((await h.api('/api/auth/me', { token: desk.accessToken })).status).toBe(200);
    // The touch is written in the background (as is the one the first listing itself made, which can
    // land after that listing was answered): wait for the one ten minutes on.
    let later = first;
    const movedBy = () => Date.parse(later.lastUsedAt) - Date.parse(first.lastUsedAt);
    // A generous bound in real time: on two loaded cores the background write took over 2 s.
    const deadline = Date.now() + 15_000;
    while (movedBy() < 10 * 60_000 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      later = (await h.api('/api/account/sessions', { token: desk.accessToken })).body.results[0];
    }
    expect(later.signedInAt).toBe(first.signedInAt);
    const moved = Date.parse(later.lastUsedAt) - Date.parse(first.lastUsedAt);
    expect(moved).toBeGreaterThanOrEqual(10 * 60_000);
    expect(moved).toBeLessThan(11 * 60_000);
  });

  it('names an empty session id as bad input', async () => {
    const editor = await h.signIn('editor');
    const res = await h.gql(
      'mutation { endAccountSession(id: " ") { ended } }',
      undefined,
      editor.accessToken,
    );
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toHaveProperty('id');
  });

  it("never ends another person's session: 404", async () => {
    const mine = await h.signIn('editor');
    const theirs = await h.signIn('admin');
    const [their] = (await h.api('/api/account/sessions', { token: theirs.accessToken })).body.results;
    const res = await h.api(`/api/account/sessions/${their.id as string}`, {
      method: 'DELETE',
      token: mine.accessToken,
    });
    expect(res.status).toBe(404);
    const gql = await h.gql(
      'mutation($id: ID!) { endAccountSession(id: $id) { ended } }',
      { id: their.id },
      mine.accessToken,
    );
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await h.api('/api/auth/me', { token: theirs.accessToken })).status).toBe(200);
  });

  it('ends every other session at once, keeping this one', async () => {
    const { email, password } = await h.signIn('admin');
    const a = await signInAs(email, password, FIREFOX_WINDOWS);
    const b = await signInAs(email, password, SAFARI_IPHONE);
    const res = await h.gql('mutation { endOtherAccountSessions { ended } }', undefined, a.accessToken);
    expect(res.body.data.endOtherAccountSessions).toEqual({ ended: 2 });
    expect((await h.api('/api/auth/me', { token: b.accessToken })).status).toBe(401);
    const left = await h.gql('{ accountSessions { current browser } }', undefined, a.accessToken);
    expect(left.body.data.accountSessions).toEqual([{ current: true, browser: 'Firefox 130' }]);
  });

  it('changing the password ends the other sessions and keeps this one; a wrong current password is a 400', async () => {
    const { email, password } = await h.signIn('editor');
    const a = await signInAs(email, password, FIREFOX_WINDOWS);
    const b = await signInAs(email, password, SAFARI_IPHONE);
    const [before] = (await h.api('/api/account/sessions', { token: a.accessToken })).body.results;

    const wrong = await h.api('/api/auth/password', {
      body: { currentPassword: 'not-it-at-all', newPassword: 'a-new-password-9' },
      token: a.accessToken,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty('currentPassword');
    const short = await h.api('/api/auth/password', {
      body: { currentPassword: password, newPassword: 'short' },
      token: a.accessToken,
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty('newPassword');

    const changed = await h.api('/api/auth/password', {
      body: { currentPassword: password, newPassword: 'a-new-password-9' },
      token: a.accessToken,
    });
    expect(changed.status).toBe(200);
    expect((await h.api('/api/auth/me', { token: b.accessToken })).status).toBe(401);
    const sessions = (await h.api('/api/account/sessions', { token: changed.body.accessToken })).body.results;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ id: before.id, current: true, signedInAt: before.signedInAt });
    expect((await h.api('/api/auth/login', { body: { email, password: 'a-new-password-9' } })).status).toBe(
      200,
    );
    expect((await h.api('/api/auth/login', { body: { email, password } })).status).toBe(401);
  });
});
