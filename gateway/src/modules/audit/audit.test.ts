import mongoose from 'mongoose';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from '../../lib/clock.ts';
import { at, DAY, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import { startTestSmtp } from '../../testing/smtp.ts';
import { UserModel } from '../auth/user.model.ts';
import { compactDiff, DENIED_FIELD } from './audit.diff.ts';
import { AUDIT_PREFIX, flushAudit, recordAudit, type AuditEntry } from './audit.service.ts';

const smtp = await startTestSmtp();
const h = useGateway({
  env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '100', PUBLIC_URL: 'https://venue.example' },
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(() => resetClock());

let admin: Awaited<ReturnType<typeof h.signIn>>;
beforeAll(async () => {
  admin = await h.signIn('admin');
});
const token = () => admin.accessToken;

type Entry = Omit<AuditEntry, 'at'> & { at: string };

/** Every entry matching the filters, newest first, read page by page. */
async function audit(filters: Record<string, string> = {}, limit = 100): Promise<Entry[]> {
  await flushAudit();
  const all: Entry[] = [];
  let after: string | null = null;
  do {
    const query = new URLSearchParams({ ...filters, limit: String(limit), ...(after ? { after } : {}) });
    const res = await h.api(`/api/audit/all?${query}`, { token: token() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    all.push(...res.body.results.items);
    after = res.body.results.nextCursor;
  } while (after);
  return all;
}
/** The token of the latest link of that kind mailed to `to` (other tests' mails may arrive too). */
async function mailedToken(to: string, page: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const mail = smtp.received.findLast(
      (m) => (m.to as { text: string }).text === to && m.text?.includes(page),
    );
    const match = mail && new RegExp(`${page}#token=([\\w-]+)`).exec(mail.text!);
    if (match) return match[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}
const about = async (id: string) => (await audit()).filter((e) => e.itemId === id);

describe('audit log: access', () => {
  it('is for admins only: editors get 403, strangers 401, over REST and GraphQL', async () => {
    const editor = await h.signIn('editor');
    expect((await h.api('/api/audit/all')).status).toBe(401);
    expect((await h.api('/api/audit/all', { token: editor.accessToken })).status).toBe(403);
    const gql = await h.gql('{ audit { items { id } } }', undefined, editor.accessToken);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const ok = await h.gql(
      'query ($after: String) { audit(limit: 5, after: $after, person: null) { items { id action } nextCursor } }',
      { after: null },
      token(),
    );
    expect(ok.body.errors).toBeUndefined();
  });

  it('answers 400 naming each bad filter', async () => {
    const res = await h.api('/api/audit/all?type=planet&from=2026-13-01&after=nope&limit=0&action=x', {
      token: token(),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['action', 'after', 'from', 'limit', 'type']);
    const reversed = await h.api('/api/audit/all?from=2026-05-02&to=2026-05-01', { token: token() });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toHaveProperty('to');
  });

  it('has no route or mutation that changes or deletes an entry', async () => {
    await h.api('/api/tags/create', { body: { nameVi: `Thẻ ${uid()}` }, token: token() });
    const [entry] = await audit();
    for (const [method, path] of [
      ['DELETE', `/api/audit/${entry!.id}`],
      ['PUT', `/api/audit/${entry!.id}`],
      ['POST', '/api/audit/create'],
      ['DELETE', '/api/audit/all'],
      ['PATCH', `/api/audit/${entry!.id}`],
    ] as const)
      expect((await h.api(path, { method, token: token(), body: {} })).status, `${method} ${path}`).toBe(404);
    const schema = await h.gql('{ __schema { mutationType { fields { name } } } }', undefined, token());
    const mutations = schema.body.data.__schema.mutationType.fields.map((f: { name: string }) => f.name);
    expect(mutations.filter((name: string) => /audit/i.test(name))).toEqual([]);
    const openapi = await h.api('/api/openapi.json');
    const paths = Object.entries(openapi.body.paths as Record<string, object>).filter(([p]) =>
      p.startsWith('/api/audit'),
    );
    expect(paths.map(([p, ops]) => [p, Object.keys(ops)])).toEqual([['/api/audit/all', ['get']]]);
  });
});

describe('audit log: every staff write appends an entry', () => {
  it('content: events from creation to deletion for good, with who, what and a compact diff', async () => {
    const editor = await h.signIn('editor');
    await UserModel.updateOne({ email: editor.email }, { $set: { name: 'Biên Tập' } });
    const long = `<p>${'Một đoạn văn rất dài. '.repeat(40)}</p>`;
    const created = await h.api('/api/events/create', {
      body: { titleVi: 'Đêm nhạc Jazz', startAt: at(DAY), status: 'draft', contentVi: long },
      token: editor.accessToken,
    });
    expect(created.status).toBe(201);
    const id = created.body.results._id;
    const call = (method: string, path: string, body?: unknown, t = editor.accessToken) =>
      h.api(path, { method, body, token: t }).then((r) => expect(r.status, path).toBe(200));
    await call('PUT', `/api/events/${id}`, { titleVi: 'Đêm nhạc Jazz mùa thu', contentVi: `${long}!` });
    await call('PUT', `/api/events/publish/${id}`);
    await call('PUT', `/api/events/unpublish/${id}`);
    await call('DELETE', `/api/events/delete/${id}`);
    await call('PUT', `/api/trash/restore/event/${id}`);
    await call('DELETE', `/api/events/delete/${id}`);
    await call('DELETE', `/api/trash/event/${id}`, undefined, token());

    const entries = (await about(id)).reverse();
    expect(entries.map((e) => e.action)).toEqual([
      'create',
      'update',
      'publish',
      'unpublish',
      'delete',
      'restore',
      'delete',
      'purge',
    ]);
    expect(entries.every((e) => e.type === 'event')).toBe(true);
    const update = entries[1]!;
    expect(update).toMatchObject({
      userEmail: editor.email,
      userName: 'Biên Tập',
      label: 'Đêm nhạc Jazz mùa thu',
    });
    const byPath = Object.fromEntries(update.changes.map((c) => [c.path, c]));
    expect(byPath.titleVi).toEqual({
      path: 'titleVi',
      before: 'Đêm nhạc Jazz',
      after: 'Đêm nhạc Jazz mùa thu',
    });
    // Rich text as words, shortened; unchanged and bookkeeping fields left out.
    expect(byPath.contentVi!.after!.length).toBeLessThanOrEqual(120);
    expect(byPath.contentVi!.after).not.toContain('<p>');
    expect(byPath).not.toHaveProperty('updatedAt');
    expect(byPath).not.toHaveProperty('startAt');
    expect(entries.at(-1)!.userEmail).toBe(admin.email);
    // Times are the order of the writes; ids sort the same way.
    const ids = entries.map((e) => e.id);
    expect([...ids].sort()).toEqual(ids);
  });

  it('content: news, areas (and their order), tags, home settings and the introduction', async () => {
    const news = await h.api('/api/news/create', {
      body: { titleVi: `Tin ${uid()}`, status: 'draft' },
      token: token(),
    });
    expect(news.status).toBe(201);
    const area = await h.api('/api/areas/create', { body: { nameVi: 'Sân khấu' }, token: token() });
    const areaId = area.body.results._id;
    await h.api(`/api/areas/${areaId}`, { method: 'PUT', body: { nameVi: 'Sân khấu lớn' }, token: token() });
    await h.api('/api/areas/reorder', { method: 'PUT', body: { ids: [areaId] }, token: token() });
    const tag = await h.api('/api/tags/create', { body: { nameVi: 'Nhạc' }, token: token() });
    const tagId = tag.body.results._id;
    await h.api(`/api/tags/${tagId}`, { method: 'PUT', body: { nameVi: 'Âm nhạc' }, token: token() });
    await h.api(`/api/tags/delete/${tagId}`, { method: 'PUT', token: token() });
    const home = await h.api('/api/home/update', {
      method: 'PUT',
      body: { phone: '0901 000 111' },
      token: token(),
    });
    expect(home.status).toBe(200);
    await h.api('/api/intro/update', {
      method: 'PUT',
      body: { contentVi: '<p>Xin chào</p>' },
      token: token(),
    });

    const all = await audit();
    const of = (type: string, id?: string) =>
      all
        .filter((e) => e.type === type && (!id || e.itemId === id))
        .map((e) => e.action)
        .reverse();
    expect(of('news', news.body.results._id)).toEqual(['create']);
    expect(of('area', areaId)).toEqual(['create', 'update']);
    expect(all.find((e) => e.action === 'reorder')).toMatchObject({ type: 'area' });
    expect(of('tag', tagId)).toEqual(['create', 'update', 'delete']);
    const tagUpdate = all.find((e) => e.type === 'tag' && e.action === 'update')!;
    expect(tagUpdate.changes).toContainEqual({ path: 'nameVi', before: 'Nhạc', after: 'Âm nhạc' });
    const homeEntry = all.find((e) => e.type === 'home')!;
    expect(homeEntry.changes).toContainEqual(
      expect.objectContaining({ path: 'phone', after: '0901 000 111' }),
    );
    expect(all.find((e) => e.type === 'intro')!.changes).toContainEqual(
      expect.objectContaining({ path: 'contentVi', after: 'Xin chào' }),
    );
  });

  it('media: an uploaded image, by its file name', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#9d7f52' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Sân khấu.png');
    const res = await fetch(`${h.url}/api/media/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(res.status).toBe(201);
    const { public_id } = ((await res.json()) as { results: { public_id: string } }).results;
    expect((await about(public_id)).map((e) => [e.action, e.type, e.label, e.userEmail])).toEqual([
      ['upload', 'media', 'Sân khấu.png', admin.email],
    ]);
  });

  it('inboxes: a booking status and a contact message handled', async () => {
    const date = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const booking = await h.api('/api/bookings/create', {
      body: {
        name: 'Khách A',
        phone: '0912345678',
        email: 'a@example.com',
        date,
        timeSlot: '19:30',
        guests: 2,
      },
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    const bookingId = booking.body.results._id;
    await h.api(`/api/bookings/status/${bookingId}`, {
      method: 'PUT',
      body: { status: 'confirmed' },
      token: token(),
    });
    const message = await h.api('/api/contact/create', {
      body: {
        name: 'Khách B',
        email: 'b@example.com',
        subject: 'Hỏi',
        message: 'Xin chào, cho tôi hỏi giá.',
      },
    });
    const messageId = message.body.results._id;
    await h.api(`/api/contact/handled/${messageId}`, {
      method: 'PUT',
      body: { handled: true },
      token: token(),
    });

    const [status] = await about(bookingId);
    expect(status).toMatchObject({ action: 'status', type: 'booking', label: 'Khách A' });
    expect(status!.changes).toEqual([{ path: 'status', before: 'new', after: 'confirmed' }]);
    const [handled] = await about(messageId);
    expect(handled!.changes).toEqual([{ path: 'handled', before: 'false', after: 'true' }]);
  });

  it('staff and sign-ins: invitation, acceptance, role, deactivation, sign-ins, passwords — never a secret', async () => {
    const email = `new-${uid()}@venue.test`;
    const invited = await h.api('/api/staff/invite', {
      body: { email, role: 'editor', name: 'Người Mới' },
      token: token(),
    });
    const id = invited.body.results.id;
    const inviteToken = await mailedToken(email, 'accept-invitation');
    const firstPassword = 'first-secret-password-1';
    await h.api('/api/staff/accept-invitation', { body: { token: inviteToken, password: firstPassword } });
    await h.api(`/api/staff/role/${id}`, { method: 'PUT', body: { role: 'admin' }, token: token() });
    await h.api(`/api/staff/role/${id}`, { method: 'PUT', body: { role: 'editor' }, token: token() });

    const wrong = await h.api('/api/auth/login', { body: { email, password: 'wrong-password-9' } });
    expect(wrong.status).toBe(401);
    const unknown = await h.api('/api/auth/login', {
      body: { email: 'nobody@venue.test', password: 'x1234567' },
    });
    expect(unknown.status).toBe(401);
    const signedIn = await h.api('/api/auth/login', { body: { email, password: firstPassword } });
    expect(signedIn.status).toBe(200);
    const secondPassword = 'second-secret-password-2';
    const changed = await h.api('/api/auth/password', {
      body: { currentPassword: firstPassword, newPassword: secondPassword },
      token: signedIn.body.accessToken,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await h.api('/api/auth/forgot-password', {
      body: { email },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const resetToken = await mailedToken(email, 'reset-password');
    const thirdPassword = 'third-secret-password-3';
    const reset = await h.api('/api/auth/reset-password', {
      body: { token: resetToken, password: thirdPassword },
    });
    expect(reset.status).toBe(200);
    await h.api(`/api/staff/active/${id}`, { method: 'PUT', body: { active: false }, token: token() });

    const mine = (await audit({ person: id })).reverse();
    expect(mine.map((e) => e.action)).toEqual([
      'inviteAccept',
      'signInFailed',
      'signIn',
      'passwordChange',
      'passwordReset',
    ]);
    expect(mine.every((e) => e.userEmail === email)).toBe(true);
    const aboutThem = (await about(id)).reverse();
    expect(aboutThem.filter((e) => e.userEmail === admin.email).map((e) => e.action)).toEqual([
      'invite',
      'role',
      'role',
      'deactivate',
    ]);
    expect(aboutThem.find((e) => e.action === 'role')!.changes).toEqual([
      { path: 'role', before: 'editor', after: 'admin' },
    ]);
    // An unknown address's failed sign-in is found by the address tried.
    const stranger = await audit({ person: 'nobody@venue.test' });
    expect(stranger.map((e) => [e.action, e.userId])).toEqual([['signInFailed', '']]);

    const text = JSON.stringify(await audit());
    for (const secret of [firstPassword, secondPassword, thirdPassword, inviteToken, resetToken, '$argon2'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|inviteHash|refreshToken|accessToken/);
  });
});

describe('audit log: listing', () => {
  it('filters by person, type and venue dates, and pages by cursor stably while entries are added', async () => {
    const editor = await h.signIn('editor');
    const editorId = String(
      (await UserModel.findOne({ email: editor.email }, { _id: 1 }).lean<{ _id: unknown }>())!._id,
    );
    // Two entries on earlier venue days, through the injected clock.
    setClock('2025-03-10T10:00:00+07:00');
    await h.api('/api/tags/create', { body: { nameVi: 'Thẻ tháng ba' }, token: editor.accessToken });
    setClock('2025-03-12T23:30:00+07:00');
    await h.api('/api/tags/create', { body: { nameVi: 'Thẻ ngày 12' }, token: editor.accessToken });
    resetClock();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const tag = await h.api('/api/tags/create', {
        body: { nameVi: `Thẻ ${i}` },
        token: editor.accessToken,
      });
      made.push(tag.body.results._id);
    }
    await h.api('/api/areas/create', { body: { nameVi: `Khu ${uid()}` }, token: editor.accessToken });

    const byEditor = await audit({ person: editorId });
    expect(byEditor.filter((e) => e.action === 'signIn')).toHaveLength(1);
    expect(byEditor).toHaveLength(11);
    expect(new Set(byEditor.map((e) => e.userEmail))).toEqual(new Set([editor.email]));
    expect((await audit({ person: editorId, type: 'area' })).map((e) => e.action)).toEqual(['create']);
    // 12 March 23:30 at the venue is 16:30 UTC: still the 12th for the filter.
    expect(
      (await audit({ person: editorId, from: '2025-03-12', to: '2025-03-12' })).map((e) => e.label),
    ).toEqual(['Thẻ ngày 12']);
    expect((await audit({ person: editorId, to: '2025-03-31' })).map((e) => e.label)).toEqual([
      'Thẻ ngày 12',
      'Thẻ tháng ba',
    ]);
    expect(await audit({ person: editorId, from: '2025-03-13', to: '2025-04-01' })).toEqual([]);

    // Pages of 3 of the editor's tags; two more tags arrive after page 1.
    const list = (after?: string) =>
      h.api(`/api/audit/all?person=${editorId}&type=tag&limit=3${after ? `&after=${after}` : ''}`, {
        token: token(),
      });
    await flushAudit();
    const first = await list();
    const seen: string[] = first.body.results.items.map((e: Entry) => e.id);
    for (let i = 0; i < 2; i++)
      await h.api('/api/tags/create', { body: { nameVi: `Thẻ sau ${i}` }, token: editor.accessToken });
    await flushAudit();
    let cursor = first.body.results.nextCursor;
    while (cursor) {
      const page = await list(cursor);
      seen.push(...page.body.results.items.map((e: Entry) => e.id));
      cursor = page.body.results.nextCursor;
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect((await list()).body.results.items[0].label).toBe('Thẻ sau 1');
  });

  it('a filter that matches little reads a bounded number of days and resumes with the cursor', async () => {
    // 80 days with someone else's entry each, the rare person's 3 entries before them all.
    const day0 = Date.parse('2024-01-01T05:00:00Z');
    const someone = { id: 'e'.repeat(24), email: 'someone@venue.test' };
    const rare = { email: 'rare@venue.test' };
    for (let d = 0; d < 83; d++) {
      setClock(day0 + d * DAY);
      recordAudit({ user: d < 3 ? rare : someone, action: 'signInFailed', type: 'user', label: `day ${d}` });
    }
    resetClock();
    await flushAudit();
    const pages: Entry[][] = [];
    let after: string | null = null;
    do {
      const query = new URLSearchParams({ person: rare.email, limit: '2', ...(after ? { after } : {}) });
      const res = await h.api(`/api/audit/all?${query}`, { token: token() });
      expect(res.status).toBe(200);
      pages.push(res.body.results.items);
      after = res.body.results.nextCursor;
    } while (after && pages.length < 10);
    // More than one request, and every entry exactly once, newest first.
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flat().map((e) => e.label)).toEqual(['day 2', 'day 1', 'day 0']);
    expect(after).toBeNull();
  });

  it('a failing or stuck audit write neither fails nor holds up the staff write', async () => {
    // The database refuses the audit's inserts, then never answers them: the staff writes answer
    // all the same (were they waiting, the second would never answer and the test would time out).
    const insertOne = mongoose.mongo.Collection.prototype.insertOne;
    let release: (error: Error) => void = () => undefined;
    let auditInserts = 0;
    const stuck = new Promise<never>((_, reject) => (release = reject));
    // Handled here too: if no entry is waiting on it when it is released, nothing is left unhandled.
    stuck.catch(() => undefined);
    const spy = vi.spyOn(mongoose.mongo.Collection.prototype, 'insertOne').mockImplementation(function (
      this: InstanceType<typeof mongoose.mongo.Collection>,
      ...args
    ) {
      if (!this.collectionName.startsWith(AUDIT_PREFIX)) return insertOne.apply(this, args as never);
      return ++auditInserts === 1 ? Promise.reject(new Error('disk full')) : stuck;
    });
    try {
      for (const name of ['Vẫn lưu', 'Vẫn lưu nữa']) {
        const tag = await h.api('/api/tags/create', { body: { nameVi: name }, token: token() });
        expect(tag.status).toBe(201);
        expect((await h.api(`/api/tags/${tag.body.results._id}`)).body.results.nameVi).toBe(name);
      }
    } finally {
      // Entries still on their way meet the failing database too, before it is restored.
      release(new Error('gone'));
      await flushAudit();
      spy.mockRestore();
    }
    expect(auditInserts).toBe(2);
    expect((await audit({ type: 'tag' })).filter((e) => e.label.startsWith('Vẫn lưu'))).toEqual([]);
  });
});

describe('audit diff', () => {
  it('never includes a denied field, at any depth, whatever else changed', () => {
    const before = { passwordHash: 'h1', name: 'A', nested: { resetToken: 't1', apiKey: 'k', keep: 1 } };
    const after = {
      passwordHash: 'h2',
      password: 'p',
      name: 'B',
      inviteHash: 'x',
      jwtSecret: 's',
      nested: { resetToken: 't2', apiKey: 'k2', keep: 2, list: [{ refreshToken: 'r' }] },
    };
    const changes = compactDiff(before, after);
    expect(changes.map((c) => c.path).sort()).toEqual(['name', 'nested.keep', 'nested.list']);
    expect(JSON.stringify(changes)).not.toMatch(/h1|h2|"p"|t1|t2|k2|"r"|refreshToken/);
    for (const field of ['password', 'passwordHash', 'inviteHash', 'tokenHash', 'refreshToken', 'JWT_SECRET'])
      expect(DENIED_FIELD.test(field), field).toBe(true);
    for (const field of ['titleVi', 'contentVi', 'status', 'role', 'phone', 'email'])
      expect(DENIED_FIELD.test(field), field).toBe(false);
  });
});
