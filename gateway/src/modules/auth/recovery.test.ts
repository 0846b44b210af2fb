import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../../testing/smtp.ts';
import { useGateway } from '../../testing/harness.ts';
import { PasswordResetModel } from './recovery.model.ts';
import { tokenHash } from './recovery.service.ts';

const smtp = await startTestSmtp();
const h = useGateway({
  env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '100', PUBLIC_URL: 'https://venue.example' },
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

let n = 0;
/** Each test asks from its own client address, so the per-address limit is its own. */
const from = () => ({ 'x-forwarded-for': `198.51.100.${++n}` });

const forgot = (email: string, headers = from(), language?: string) =>
  h.api('/api/auth/forgot-password', { body: { email, ...(language ? { language } : {}) }, headers });

function tokenOf(text: string): string {
  const match = /https:\/\/venue\.example\/admin\/reset-password#token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password recovery', () => {
  it('mails a single-use link to a known address, in the language asked, and the same answer to an unknown one', async () => {
    const staff = await h.signIn('editor');
    const known = await forgot(staff.email, from(), 'en');
    const unknown = await forgot('nobody@venue.test', from(), 'en');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const [mail] = await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
    expect((mail!.to as { text: string }).text).toBe(staff.email);
    expect(mail!.subject).toBe('Reset your password');
    const token = tokenOf(mail!.text!);
    // Stored hashed: the token itself is nowhere in the database.
    expect(await PasswordResetModel.findById(token)).toBeNull();
    expect(await PasswordResetModel.findById(tokenHash(token))).not.toBeNull();

    const vi = await forgot(staff.email);
    expect(vi.status).toBe(200);
    const [second] = await smtp.waitFor(2).then((m) => m.slice(1));
    expect(second!.subject).toBe('Đặt lại mật khẩu');
  });

  it('sets the new password once, ends every session, and refuses the link afterwards', async () => {
    const staff = await h.signIn('editor');
    await forgot(staff.email);
    const token = tokenOf((await smtp.waitFor(1))[0]!.text!);

    const short = await h.api('/api/auth/reset-password', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty('password');

    const done = await h.api('/api/auth/reset-password', { body: { token, password: 'a-brand-new-pass' } });
    expect(done.status).toBe(200);
    expect((await h.api('/api/auth/me', { token: staff.accessToken })).status).toBe(401);
    expect(
      (await h.api('/api/auth/refreshToken', { body: { refreshToken: staff.refreshToken } })).status,
    ).toBe(401);
    const old = await h.api('/api/auth/login', { body: { email: staff.email, password: staff.password } });
    expect(old.status).toBe(401);
    const signedIn = await h.api('/api/auth/login', {
      body: { email: staff.email, password: 'a-brand-new-pass' },
    });
    expect(signedIn.status).toBe(200);

    const again = await h.api('/api/auth/reset-password', { body: { token, password: 'yet-another-pass' } });
    expect(again.status).toBe(410);
    expect(again.body.error.message).toMatch(/đã được dùng/);
  });

  it('answers 400 to an unknown link and 410 to an expired one', async () => {
    const bad = await h.api('/api/auth/reset-password', {
      body: { token: 'not-a-token', password: 'whatever-123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('token');
    const empty = await h.api('/api/auth/reset-password', { body: {} });
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['password', 'token']);

    const staff = await h.signIn('editor');
    await forgot(staff.email);
    const token = tokenOf((await smtp.waitFor(1))[0]!.text!);
    await PasswordResetModel.updateOne(
      { _id: tokenHash(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const expired = await h.api('/api/auth/reset-password', { body: { token, password: 'whatever-123' } });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toMatch(/hết hạn/);
    expect((await h.api('/api/auth/me', { token: staff.accessToken })).status).toBe(200);
  });

  it('limits requests per address named and per client address with 429 and Retry-After', async () => {
    const email = 'limited@venue.test';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(email)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await forgot(email, from(), 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error.message).toMatch(/Please try again/);

    const address = from();
    const fromOne = [];
    for (let i = 0; i < 11; i++) fromOne.push((await forgot(`someone${i}@venue.test`, address)).status);
    expect(fromOne.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(fromOne[10]).toBe(429);
  });

  it('works over GraphQL too', async () => {
    const staff = await h.signIn('editor');
    const res = await h.gql(
      'mutation($e: String!) { requestPasswordReset(email: $e, language: "en") { ok } }',
      {
        e: staff.email,
      },
    );
    expect(res.body.data.requestPasswordReset.ok).toBe(true);
    const token = tokenOf((await smtp.waitFor(1))[0]!.text!);
    const reset = await h.gql(
      'mutation($t: String!) { resetPassword(token: $t, password: "via-graphql-1") { ok } }',
      {
        t: token,
      },
    );
    expect(reset.body.data.resetPassword.ok).toBe(true);
    const used = await h.gql(
      'mutation($t: String!) { resetPassword(token: $t, password: "via-graphql-2") { ok } }',
      {
        t: token,
      },
    );
    expect(used.body.errors[0].extensions.code).toBe('GONE');
  });
});
