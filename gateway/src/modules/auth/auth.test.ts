import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../lib/runtime.ts';
import { useGateway } from '../../testing/harness.ts';
import { createUser, sealPair, setRefreshGraceMs, unsealPair } from './auth.service.ts';
import { UserModel } from './user.model.ts';
import { LoginAttemptModel } from './login-attempt.model.ts';
import { SessionModel } from './session.model.ts';

const h = useGateway();

afterEach(() => setRefreshGraceMs(undefined));

let ipCounter = 0;
/** A fresh client address per test: the gateway trusts X-Forwarded-For from loopback proxies. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function newUser(role: 'admin' | 'editor' = 'editor') {
  const email = `user-${crypto.randomBytes(4).toString('hex')}@venue.test`;
  const password = 'correct-horse-battery';
  await createUser({ email, password, role });
  return { email, password };
}

const loginRest = (email: string, password: string, ip: string) =>
  h.api('/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

const refreshRest = (refreshToken: string) => h.api('/api/auth/refreshToken', { body: { refreshToken } });

function withoutRequestId(body: { error: Record<string, unknown> }) {
  const { requestId: _r, ...error } = body.error;
  return error;
}

describe('login', () => {
  it('answers a token pair and the user behind the access token', async () => {
    const { email, password } = await newUser();
    const res = await loginRest(email, password, freshIp());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    const me = await h.api('/api/auth/me', { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.results).toMatchObject({ email, role: 'editor' });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { email } = await newUser();
    const ip = freshIp();
    const wrong = await loginRest(email, 'not-the-password', ip);
    const unknown = await loginRest('nobody@venue.test', 'not-the-password', ip);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
  });

  it('names bad fields', async () => {
    const res = await h.api('/api/auth/login', { body: { email: 'nope', password: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'password']);
    const op = await h.api('/api/auth/login', { body: { email: { $gt: '' }, password: 'x' } });
    expect(op.status).toBe(400);
  });

  it('locks an account for the window after 5 failures, right password included, with Retry-After', async () => {
    const { email, password } = await newUser();
    for (let i = 0; i < 5; i++) expect((await loginRest(email, 'wrong', freshIp())).status).toBe(401);
    const locked = await loginRest(email, password, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.error.message).toBe('Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.');
    // In the caller's language: the admin's own, else Accept-Language.
    const english = await h.api('/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': freshIp(), 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.body.error.message).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    const asked = await h.gql(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p, language: "en") { accessToken } }',
      { e: email, p: password },
    );
    expect(asked.body.errors[0].message).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );

    // Another account from the same addresses is not affected.
    const other = await newUser();
    expect((await loginRest(other.email, other.password, freshIp())).status).toBe(200);

    // Once the failures have left the window (moved back in time here), the account opens again.
    await LoginAttemptModel.updateMany(
      { key: `acct:${email}` },
      { $set: { at: new Date(Date.now() - 16 * 60_000) } },
    );
    expect((await loginRest(email, password, freshIp())).status).toBe(200);
  });

  it('locks unknown emails the same way, so lockouts reveal nothing', async () => {
    const ghost = `ghost-${crypto.randomBytes(3).toString('hex')}@venue.test`;
    for (let i = 0; i < 5; i++) expect((await loginRest(ghost, 'wrong', freshIp())).status).toBe(401);
    const res = await loginRest(ghost, 'wrong', freshIp());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('forgets failures after a successful sign-in', async () => {
    const { email, password } = await newUser();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await loginRest(email, 'wrong', ip);
    expect((await loginRest(email, password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginRest(email, 'wrong', ip)).status).toBe(401);
    expect((await loginRest(email, password, ip)).status).toBe(200);
  });

  it('blocks an address after 20 failures across accounts, other addresses still sign in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await loginRest(`spray-${i}@venue.test`, 'wrong', ip)).status).toBe(401);
    }
    const { email, password } = await newUser();
    const blocked = await loginRest(email, password, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginRest(email, password, freshIp())).status).toBe(200);
  });

  it('applies the same limits to the GraphQL login, with 429 and Retry-After', async () => {
    const { email, password } = await newUser();
    const gqlLogin = (pw: string) =>
      fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({
          query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
          variables: { e: email, p: pw },
        }),
      });
    for (let i = 0; i < 5; i++) expect((await gqlLogin('wrong')).status).toBe(401);
    const res = await gqlLogin(password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('token kinds', () => {
  it('refuses a refresh token used as an access token, and an access token used to refresh', async () => {
    const { accessToken, refreshToken } = await h.signIn('admin');
    expect((await h.api('/api/auth/me', { token: refreshToken })).status).toBe(401);
    expect((await h.api('/api/bookings/all', { token: refreshToken })).status).toBe(401);
    expect((await h.gql('{ me { email } }', {}, refreshToken)).status).toBe(401);
    expect((await refreshRest(accessToken)).status).toBe(401);
    expect(
      (await h.gql('mutation($t: String!) { refresh(refreshToken: $t) { accessToken } }', { t: accessToken }))
        .status,
    ).toBe(401);
  });

  it('checks the typ claim even when the signature is valid', async () => {
    const { accessToken } = await h.signIn('admin');
    const claims = jwt.decode(accessToken) as { sub: string; sid: string };
    const { accessSecret, refreshSecret } = runtimeConfig().jwt;
    const sign = (payload: object, secret: string) =>
      jwt.sign({ sub: claims.sub, sid: claims.sid, jti: crypto.randomUUID(), ...payload }, secret, {
        algorithm: 'HS256',
        expiresIn: 60,
      });
    expect(
      (await h.api('/api/auth/me', { token: sign({ typ: 'refresh', fam: 'x' }, accessSecret) })).status,
    ).toBe(401);
    expect(
      (await h.api('/api/auth/me', { token: sign({ typ: 'access', role: 'admin' }, accessSecret) })).status,
    ).toBe(200);
    expect((await refreshRest(sign({ typ: 'access', fam: 'x' }, refreshSecret))).status).toBe(401);
    const expired = jwt.sign({ sub: claims.sub, jti: 'j', typ: 'access', iat: 1000 }, accessSecret, {
      algorithm: 'HS256',
      expiresIn: 1,
    });
    const res = await h.api('/api/auth/me', { token: expired });
    expect(res.status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: claims.sub, typ: 'access', jti: 'j', iat: Math.floor(Date.now() / 1000) }),
    ).toString('base64url')}.`;
    expect((await h.api('/api/auth/me', { token: none })).status).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('rotates on every use: the successor works, the pair changes', async () => {
    const first = await h.signIn('editor');
    const second = await refreshRest(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await h.api('/api/auth/me', { token: second.body.accessToken })).status).toBe(200);
    const third = await refreshRest(second.body.refreshToken);
    expect(third.status).toBe(200);
    expect(third.body.refreshToken).not.toBe(second.body.refreshToken);
  });

  it('gives 20 parallel refreshes with one token the same successor pair', async () => {
    const { refreshToken } = await h.signIn('editor');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refreshRest(refreshToken)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const pairs = new Set(answers.map((a) => `${a.body.accessToken}|${a.body.refreshToken}`));
    expect(pairs.size).toBe(1);
    const successor = answers[0]!.body;
    expect((await h.api('/api/auth/me', { token: successor.accessToken })).status).toBe(200);
    expect((await refreshRest(successor.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    setRefreshGraceMs(300);
    const { refreshToken } = await h.signIn('editor');
    const successor = await refreshRest(refreshToken);
    expect(successor.status).toBe(200);
    // Inside the window a replay is a second tab: same successor, nothing revoked.
    const again = await refreshRest(refreshToken);
    expect(again.body.refreshToken).toBe(successor.body.refreshToken);

    await new Promise((r) => setTimeout(r, 400));
    const replay = await refreshRest(refreshToken);
    expect(replay.status).toBe(401);
    expect((await refreshRest(successor.body.refreshToken)).status).toBe(401);
  });

  it('keeps the successor sealed, never in clear, and drops it after the window', async () => {
    setRefreshGraceMs(300);
    const { refreshToken } = await h.signIn('editor');
    const jti = (jwt.decode(refreshToken) as { jti: string }).jti;
    const successor = (await refreshRest(refreshToken)).body;
    const row = await SessionModel.findOne({ jti }).lean<Record<string, unknown>>();
    expect(row).not.toHaveProperty('successorToken');
    expect(typeof row!.successorSealed).toBe('string');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(successor.refreshToken);
    expect(stored).not.toContain(successor.accessToken);
    expect(stored).not.toContain(successor.refreshToken.split('.')[1]);

    await new Promise((r) => setTimeout(r, 600));
    const dropped = await SessionModel.findOne({ jti }).lean<Record<string, unknown>>();
    expect(dropped!.successorSealed).toBeUndefined();
    expect(dropped!.rotatedAt).toBeInstanceOf(Date);
  });

  it('sweeps sealed successors left behind (a restart) on the next refresh', async () => {
    const { refreshToken } = await h.signIn('editor');
    const claims = jwt.decode(refreshToken) as { sub: string };
    await SessionModel.create({
      userId: claims.sub,
      familyId: 'left-behind',
      jti: `left-${crypto.randomUUID()}`,
      tokenHash: 'x',
      expiresAt: new Date(Date.now() + 3600_000),
      rotatedAt: new Date(Date.now() - 60_000),
      successorSealed: 'sealed',
    });
    expect((await refreshRest(refreshToken)).status).toBe(200);
    const row = await SessionModel.findOne({ familyId: 'left-behind' }).lean<Record<string, unknown>>();
    expect(row!.successorSealed).toBeUndefined();
  });

  it('seals with AES-256-GCM bound to the session: tampering or another session cannot open it', () => {
    const pair = { accessToken: 'a.b.c', refreshToken: 'd.e.f' };
    const sealed = sealPair(pair, 'jti-1');
    expect(unsealPair(sealed, 'jti-1')).toEqual(pair);
    expect(unsealPair(sealed, 'jti-2')).toBeUndefined();
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(unsealPair([iv, tag, flipped.toString('base64url')].join('.'), 'jti-1')).toBeUndefined();
  });

  it('refreshes over GraphQL too', async () => {
    const { refreshToken } = await h.signIn('editor');
    const res = await h.gql(
      'mutation($t: String!) { refresh(refreshToken: $t) { accessToken refreshToken } }',
      {
        t: refreshToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.refresh.refreshToken).not.toBe(refreshToken);
  });

  it('refuses garbage and names a missing token', async () => {
    expect((await refreshRest('garbage')).status).toBe(401);
    const missing = await h.api('/api/auth/refreshToken', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('refreshToken');
  });
});

describe('logout', () => {
  it('revokes the whole family: the current token and its successors', async () => {
    const { refreshToken } = await h.signIn('editor');
    const next = (await refreshRest(refreshToken)).body;
    const out = await h.api('/api/auth/logout', { body: { refreshToken: next.refreshToken } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await refreshRest(next.refreshToken)).status).toBe(401);
    expect((await refreshRest(refreshToken)).status).toBe(401);
  });

  it('logs out over GraphQL', async () => {
    const { refreshToken } = await h.signIn('editor');
    const out = await h.gql('mutation($t: String!) { logout(refreshToken: $t) { ok } }', { t: refreshToken });
    expect(out.body.data.logout.ok).toBe(true);
    expect((await refreshRest(refreshToken)).status).toBe(401);
  });

  it('ends the access token too: it answers 401 on the next request, on REST and GraphQL', async () => {
    const { accessToken, refreshToken } = await h.signIn('editor');
    expect((await h.api('/api/auth/me', { token: accessToken })).status).toBe(200);
    expect((await h.gql('{ me { email } }', {}, accessToken)).status).toBe(200);
    await h.api('/api/auth/logout', { body: { refreshToken } });
    expect((await h.api('/api/auth/me', { token: accessToken })).status).toBe(401);
    expect((await h.api('/api/home/all', { token: accessToken })).status).toBe(401);
    expect((await h.gql('{ me { email } }', {}, accessToken)).status).toBe(401);
  });

  it('ends the access tokens of a session revoked by another gateway within the cache time', async () => {
    const { accessToken } = await h.signIn('editor');
    expect((await h.api('/api/auth/me', { token: accessToken })).status).toBe(200);
    const { sid } = jwt.decode(accessToken) as { sid: string };
    // As another gateway's sign-out writes it: this gateway's cache does not hear of it.
    await SessionModel.updateOne({ _id: sid }, { $set: { revokedAt: new Date() } });
    const deadline = Date.now() + runtimeConfig().sessionCheckCacheMs + 2000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await h.api('/api/auth/me', { token: accessToken })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(401);
  });

  it('keeps a revocation written while a request stamps the session as used', async () => {
    // FerretDB v1 rewrites whole documents: a "last used" stamp on the session row undid revocations.
    // The revocation lands 0–11 ms after the request starts: some rounds meet the stamp's write.
    for (let round = 0; round < 12; round += 1) {
      const { accessToken } = await h.signIn('editor');
      const { sid } = jwt.decode(accessToken) as { sid: string };
      const revoke = async () => {
        await new Promise((r) => setTimeout(r, round));
        await SessionModel.updateOne({ _id: sid }, { $set: { revokedAt: new Date() } });
      };
      await Promise.all([h.api('/api/auth/me', { token: accessToken }), revoke()]);
      await new Promise((r) => setTimeout(r, 50));
      const row = await SessionModel.findById(sid).lean<{ revokedAt?: Date }>();
      expect(row?.revokedAt, `round ${round}`).toBeInstanceOf(Date);
    }
  });

  it('answers me with 401 without a token', async () => {
    expect((await h.api('/api/auth/me')).status).toBe(401);
  });
});

describe('password change', () => {
  const change = (token: string | undefined, body: unknown) =>
    h.api('/api/auth/password', { body, token, headers: { 'x-forwarded-for': freshIp() } });

  it('ends every earlier session and token, and keeps the caller signed in', async () => {
    const { email, password } = await newUser();
    const other = (await loginRest(email, password, freshIp())).body;
    const mine = (await loginRest(email, password, freshIp())).body;
    // Tokens carry whole-second iat: let a second pass so "earlier" is measurable.
    await new Promise((r) => setTimeout(r, 1100));
    const res = await change(mine.accessToken, {
      currentPassword: password,
      newPassword: 'a-new-long-password',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);

    expect((await h.api('/api/auth/me', { token: other.accessToken })).status).toBe(401);
    expect((await h.api('/api/auth/me', { token: mine.accessToken })).status).toBe(401);
    expect((await refreshRest(other.refreshToken)).status).toBe(401);
    expect((await refreshRest(mine.refreshToken)).status).toBe(401);
    expect((await h.api('/api/auth/me', { token: res.body.accessToken })).status).toBe(200);
    expect((await refreshRest(res.body.refreshToken)).status).toBe(200);

    expect((await loginRest(email, password, freshIp())).status).toBe(401);
    expect((await loginRest(email, 'a-new-long-password', freshIp())).status).toBe(200);
  });

  it('names a wrong current password or a weak new one, and needs a token', async () => {
    const { email, password } = await newUser();
    const { accessToken } = (await loginRest(email, password, freshIp())).body;
    const wrong = await change(accessToken, { currentPassword: 'nope', newPassword: 'a-new-long-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty('currentPassword');
    const weak = await change(accessToken, { currentPassword: password, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toHaveProperty('newPassword');
    const same = await change(accessToken, { currentPassword: password, newPassword: password });
    expect(same.body.error.fields).toHaveProperty('newPassword');
    expect((await change(undefined, { currentPassword: password, newPassword: 'x'.repeat(12) })).status).toBe(
      401,
    );
    const gql = await h.gql(
      'mutation { changePassword(currentPassword: "a", newPassword: "bbbbbbbbbb") { accessToken } }',
    );
    expect(gql.status).toBe(401);
  });
});

describe('deleted and deactivated users', () => {
  it('refuses the tokens of a user who no longer exists or was deactivated', async () => {
    const gone = await newUser();
    const goneTokens = (await loginRest(gone.email, gone.password, freshIp())).body;
    await UserModel.deleteOne({ email: gone.email });
    expect((await h.api('/api/bookings/all', { token: goneTokens.accessToken })).status).toBe(401);
    expect((await refreshRest(goneTokens.refreshToken)).status).toBe(401);

    const off = await newUser();
    const offTokens = (await loginRest(off.email, off.password, freshIp())).body;
    await UserModel.updateOne({ email: off.email }, { $set: { active: false } });
    expect((await h.api('/api/auth/me', { token: offTokens.accessToken })).status).toBe(401);
    expect((await refreshRest(offTokens.refreshToken)).status).toBe(401);
    const login = await loginRest(off.email, off.password, freshIp());
    expect(login.status).toBe(401);
  });
});
