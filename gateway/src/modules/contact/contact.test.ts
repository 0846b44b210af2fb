import { describe, expect, it } from 'vitest';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

const valid = () => ({
  name: 'Trần Thị Bình',
  email: 'binh@example.com',
  phone: '0901 234 567',
  subject: 'Thuê sân khấu',
  message: 'Xin chào, tôi muốn hỏi giá thuê sân khấu cho một buổi hoà nhạc.',
});

describe('contact messages over REST', () => {
  it('takes a public message with 201, unhandled, phone optional', async () => {
    const res = await h.api('/api/contact/create', { body: valid() });
    expect(res.status).toBe(201);
    expect(res.body.results).toMatchObject({ ...valid(), handled: false });
    const { phone: _phone, ...withoutPhone } = valid();
    const noPhone = await h.api('/api/contact/create', { body: withoutPhone });
    expect(noPhone.status).toBe(201);
    expect(noPhone.body.results.phone).toBe('');
  });

  it('names every invalid field and caps the message at 5000 characters', async () => {
    const res = await h.api('/api/contact/create', {
      body: { name: ' ', email: 'x@', phone: 'abc', subject: '', message: 'a'.repeat(5001) },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'subject',
    ]);
    const exact = await h.api('/api/contact/create', { body: { ...valid(), message: 'a'.repeat(5000) } });
    expect(exact.status).toBe(201);
    const op = await h.api('/api/contact/create', { body: { ...valid(), email: { $ne: null } } });
    expect(op.status).toBe(400);
    expect(op.body.error.fields).toHaveProperty('email');
  });

  it('lists messages for staff only with a handled filter and marks them handled', async () => {
    expect((await h.api('/api/contact/all')).status).toBe(401);
    const created = await h.api('/api/contact/create', { body: valid() });
    const id = created.body.results._id;
    expect((await h.api(`/api/contact/handled/${id}`, { method: 'PUT' })).status).toBe(401);

    const { accessToken } = await h.signIn('editor');
    const marked = await h.api(`/api/contact/handled/${id}`, { method: 'PUT', token: accessToken });
    expect(marked.status).toBe(200);
    expect(marked.body.results).toMatchObject({ _id: id, handled: true });

    const handled = await h.api('/api/contact/all?handled=true', { token: accessToken });
    expect(handled.body.results.items.map((m: { _id: string }) => m._id)).toEqual([id]);
    const open = await h.api('/api/contact/all?handled=false', { token: accessToken });
    expect(open.body.results.items.every((m: { handled: boolean }) => !m.handled)).toBe(true);
    expect(open.body.results.total + handled.body.results.total).toBe(
      (await h.api('/api/contact/all', { token: accessToken })).body.results.total,
    );

    const reopened = await h.api(`/api/contact/handled/${id}`, {
      method: 'PUT',
      body: { handled: false },
      token: accessToken,
    });
    expect(reopened.body.results.handled).toBe(false);
  });

  it('answers 400 for a bad filter or flag and 404 for unknown ids', async () => {
    const { accessToken } = await h.signIn('editor');
    const badFilter = await h.api('/api/contact/all?handled=maybe', { token: accessToken });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.fields).toHaveProperty('handled');
    const created = await h.api('/api/contact/create', { body: valid() });
    const badFlag = await h.api(`/api/contact/handled/${created.body.results._id}`, {
      method: 'PUT',
      body: { handled: 'yes' },
      token: accessToken,
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.error.fields).toHaveProperty('handled');
    for (const id of ['000000000000000000000000', 'x']) {
      expect((await h.api(`/api/contact/handled/${id}`, { method: 'PUT', token: accessToken })).status).toBe(
        404,
      );
    }
  });
});

describe('contact messages over GraphQL', () => {
  it('sends publicly and returns the same message as REST', async () => {
    const sent = await h.gql(
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { _id name email phone subject message handled } }',
      { input: valid() },
    );
    const message = sent.body.data.sendContactMessage;
    expect(message).toMatchObject({ ...valid(), handled: false });
    const { accessToken } = await h.signIn('editor');
    const rest = await h.api('/api/contact/all?pageSize=100', { token: accessToken });
    const same = rest.body.results.items.find((m: { _id: string }) => m._id === message._id);
    expect({ ...message }).toEqual(Object.fromEntries(Object.keys(message).map((k) => [k, same[k]])));
  });

  it('refuses staff operations without a token and serves them to staff', async () => {
    const anon = await h.gql('{ contactMessages { total } }');
    expect(anon.status).toBe(401);
    const markAnon = await h.gql('mutation { markContactHandled(id: "000000000000000000000000") { _id } }');
    expect(markAnon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const bad = await h.gql(
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { _id } }',
      { input: { ...valid(), email: 'nope' } },
    );
    expect(bad.body.errors[0].extensions.fields).toHaveProperty('email');

    const { accessToken } = await h.signIn('editor');
    const sent = await h.gql(
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { _id } }',
      { input: valid() },
    );
    const id = sent.body.data.sendContactMessage._id;
    const counts = await h.gql('{ inboxCounts { unhandledMessages } }', {}, accessToken);
    expect(counts.body.data.inboxCounts.unhandledMessages).toBeGreaterThan(0);
    const marked = await h.gql(
      'mutation($id: ID!) { markContactHandled(id: $id) { _id handled } }',
      { id },
      accessToken,
    );
    expect(marked.body.data.markContactHandled).toEqual({ _id: id, handled: true });
    const list = await h.gql('{ contactMessages(handled: true) { total items { _id } } }', {}, accessToken);
    expect(list.body.data.contactMessages.items.map((m: { _id: string }) => m._id)).toContain(id);
    const after = await h.gql('{ inboxCounts { unhandledMessages } }', {}, accessToken);
    expect(after.body.data.inboxCounts.unhandledMessages).toBe(
      counts.body.data.inboxCounts.unhandledMessages - 1,
    );
  });
});
