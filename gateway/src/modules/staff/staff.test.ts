import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../../testing/smtp.ts';
import { useGateway } from '../../testing/harness.ts';
import { UserModel } from '../auth/user.model.ts';

const smtp = await startTestSmtp();
const h = useGateway({
  env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '100', PUBLIC_URL: 'https://venue.example' },
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

let n = 0;
const fresh = () => `colleague${++n}-${Date.now()}@venue.test`;
function tokenOf(text: string): string {
  const match = /https:\/\/venue\.example\/admin\/accept-invitation#token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1]!;
}

describe('staff accounts', () => {
  it('are for admins only: editors get 403, strangers 401', async () => {
    const editor = await h.signIn('editor');
    expect((await h.api('/api/staff/all')).status).toBe(401);
    expect((await h.api('/api/staff/all', { token: editor.accessToken })).status).toBe(403);
    const invite = await h.api('/api/staff/invite', {
      body: { email: fresh(), role: 'editor' },
      token: editor.accessToken,
    });
    expect(invite.status).toBe(403);
    const gql = await h.gql('{ staff { id } }', undefined, editor.accessToken);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('invites by email: a mailed single-use link lets the person choose a password and sign in', async () => {
    const admin = await h.signIn('admin');
    const email = fresh();
    const bad = await h.api('/api/staff/invite', {
      body: { email: 'x@', role: 'boss' },
      token: admin.accessToken,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'role']);

    const invited = await h.api('/api/staff/invite', {
      body: { email, role: 'editor', name: 'Hà', language: 'en' },
      token: admin.accessToken,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.results).toMatchObject({ email, role: 'editor', invitePending: true, active: true });
    const hours = (Date.parse(invited.body.results.inviteExpiresAt) - Date.now()) / 3600_000;
    expect(Math.round(hours)).toBe(72);
    const again = await h.api('/api/staff/invite', {
      body: { email, role: 'admin' },
      token: admin.accessToken,
    });
    expect(again.status).toBe(409);

    const [mail] = await smtp.waitFor(1);
    expect((mail!.to as { text: string }).text).toBe(email);
    expect(mail!.subject).toBe('You are invited to the venue’s admin');
    const token = tokenOf(mail!.text!);
    // Stored hashed.
    expect(await UserModel.exists({ inviteHash: token })).toBeNull();
    // No password yet: no sign-in.
    expect((await h.api('/api/auth/login', { body: { email, password: '!' } })).status).toBe(401);

    const short = await h.api('/api/staff/accept-invitation', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty('password');
    const accepted = await h.api('/api/staff/accept-invitation', {
      body: { token, password: 'my-own-password-1' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ ok: true, email });
    const signedIn = await h.api('/api/auth/login', { body: { email, password: 'my-own-password-1' } });
    expect(signedIn.status).toBe(200);
    const used = await h.api('/api/staff/accept-invitation', { body: { token, password: 'another-pass-2' } });
    expect(used.status).toBe(410);

    const list = await h.api('/api/staff/all', { token: admin.accessToken });
    const me = list.body.results.find((s: { email: string }) => s.email === email);
    expect(me).toMatchObject({ invitePending: false, name: 'Hà', role: 'editor' });
    expect(me.lastSignInAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|inviteHash/);
  });

  it('refuses unknown (400), replaced (400) and expired (410) invitation links; withdraws pending ones', async () => {
    const admin = await h.signIn('admin');
    const unknown = await h.api('/api/staff/accept-invitation', {
      body: { token: 'nope', password: 'whatever-12' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('token');

    const email = fresh();
    const invited = await h.api('/api/staff/invite', {
      body: { email, role: 'editor' },
      token: admin.accessToken,
    });
    const id = invited.body.results.id;
    const first = tokenOf((await smtp.waitFor(1))[0]!.text!);
    const resent = await h.api(`/api/staff/invitation/${id}/resend`, {
      method: 'POST',
      body: {},
      token: admin.accessToken,
    });
    expect(resent.status).toBe(200);
    const second = tokenOf((await smtp.waitFor(2))[1]!.text!);
    expect(second).not.toBe(first);
    expect(
      (await h.api('/api/staff/accept-invitation', { body: { token: first, password: 'whatever-12' } }))
        .status,
    ).toBe(400);

    await UserModel.updateOne({ email }, { $set: { inviteExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await h.api('/api/staff/accept-invitation', {
      body: { token: second, password: 'whatever-12' },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toMatch(/hết hạn/);

    const removed = await h.api(`/api/staff/invitation/${id}`, {
      method: 'DELETE',
      token: admin.accessToken,
    });
    expect(removed.status).toBe(200);
    expect(await UserModel.exists({ email })).toBeNull();
    const member = await h.signIn('editor');
    const memberId = (await UserModel.findOne({ email: member.email }).lean<{ _id: unknown }>())!._id;
    const notPending = await h.api(`/api/staff/invitation/${memberId}`, {
      method: 'DELETE',
      token: admin.accessToken,
    });
    expect(notPending.status).toBe(400);
    expect(
      (
        await h.api('/api/staff/invitation/000000000000000000000000', {
          method: 'DELETE',
          token: admin.accessToken,
        })
      ).status,
    ).toBe(404);
  });

  it('deactivating ends every session at once; reactivating lets them sign in again', async () => {
    const admin = await h.signIn('admin');
    const editor = await h.signIn('editor');
    const id = String((await UserModel.findOne({ email: editor.email }).lean<{ _id: unknown }>())!._id);
    expect((await h.api('/api/auth/me', { token: editor.accessToken })).status).toBe(200);
    const off = await h.api(`/api/staff/active/${id}`, {
      method: 'PUT',
      body: { active: false },
      token: admin.accessToken,
    });
    expect(off.status).toBe(200);
    expect(off.body.results.active).toBe(false);
    expect((await h.api('/api/auth/me', { token: editor.accessToken })).status).toBe(401);
    expect(
      (await h.api('/api/auth/refreshToken', { body: { refreshToken: editor.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await h.api('/api/auth/login', { body: { email: editor.email, password: editor.password } })).status,
    ).toBe(401);
    const bad = await h.api(`/api/staff/active/${id}`, {
      method: 'PUT',
      body: { active: 'no' },
      token: admin.accessToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('active');

    await h.api(`/api/staff/active/${id}`, {
      method: 'PUT',
      body: { active: true },
      token: admin.accessToken,
    });
    expect(
      (await h.api('/api/auth/login', { body: { email: editor.email, password: editor.password } })).status,
    ).toBe(200);

    const promoted = await h.gql(
      'mutation($id: ID!) { setStaffRole(id: $id, role: admin) { role } }',
      { id },
      admin.accessToken,
    );
    expect(promoted.body.data.setStaffRole.role).toBe('admin');
    const badRole = await h.api(`/api/staff/role/${id}`, {
      method: 'PUT',
      body: { role: 'owner' },
      token: admin.accessToken,
    });
    expect(badRole.status).toBe(400);
  });

  it('never demotes, deactivates or removes the last active administrator', async () => {
    const last = await h.signIn('admin');
    const lastId = String((await UserModel.findOne({ email: last.email }).lean<{ _id: unknown }>())!._id);
    // Every other administrator is made an editor first.
    const admins = await UserModel.find({ role: 'admin' }).lean<{ _id: unknown; email: string }[]>();
    for (const other of admins.filter((u) => u.email !== last.email)) {
      const res = await h.api(`/api/staff/role/${String(other._id)}`, {
        method: 'PUT',
        body: { role: 'editor' },
        token: last.accessToken,
      });
      expect(res.status).toBe(200);
    }
    const demote = await h.api(`/api/staff/role/${lastId}`, {
      method: 'PUT',
      body: { role: 'editor' },
      token: last.accessToken,
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toMatch(/cuối cùng/);
    const deactivate = await h.api(`/api/staff/active/${lastId}`, {
      method: 'PUT',
      body: { active: false },
      token: last.accessToken,
    });
    expect(deactivate.status).toBe(409);
    const removeViaInvite = await h.api(`/api/staff/invitation/${lastId}`, {
      method: 'DELETE',
      token: last.accessToken,
    });
    expect(removeViaInvite.status).toBe(400);
    expect((await h.api('/api/auth/me', { token: last.accessToken })).body.results.role).toBe('admin');
  });
});
