import { describe, expect, it } from 'vitest';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

describe('tags over REST', () => {
  it('lists tags as { results } without deleted ones', async () => {
    const { accessToken } = await h.signIn('editor');
    const created = await h.api('/api/tags/create', {
      body: { nameVi: 'Đêm nhạc Jazz', nameEn: 'Jazz night' },
      token: accessToken,
    });
    expect(created.status).toBe(201);
    expect(created.body.results).toMatchObject({
      nameVi: 'Đêm nhạc Jazz',
      nameEn: 'Jazz night',
      slug: 'jazz-night',
    });
    const id = created.body.results._id;

    const list = await h.api('/api/tags/all');
    expect(list.status).toBe(200);
    expect(list.body.results.map((t: { _id: string }) => t._id)).toContain(id);

    const removed = await h.api(`/api/tags/delete/${id}`, { method: 'PUT', token: accessToken });
    expect(removed.status).toBe(200);
    const after = await h.api('/api/tags/all');
    expect(after.body.results.map((t: { _id: string }) => t._id)).not.toContain(id);
    expect((await h.api(`/api/tags/${id}`)).status).toBe(404);
  });

  it('folds Vietnamese diacritics into the slug and adds -2 on collision', async () => {
    const { accessToken } = await h.signIn();
    const a = await h.api('/api/tags/create', { body: { nameVi: 'Đêm nhạc Jazz' }, token: accessToken });
    const b = await h.api('/api/tags/create', { body: { nameVi: 'Đêm nhạc Jazz' }, token: accessToken });
    expect(a.body.results.slug).toBe('dem-nhac-jazz');
    expect(b.body.results.slug).toBe('dem-nhac-jazz-2');
  });

  it('changes only the fields an update sends', async () => {
    const { accessToken } = await h.signIn();
    const created = await h.api('/api/tags/create', {
      body: { nameVi: 'Ẩm thực', nameEn: 'Food' },
      token: accessToken,
    });
    const id = created.body.results._id;
    const updated = await h.api(`/api/tags/${id}`, {
      method: 'PUT',
      body: { nameVi: 'Ẩm thực đường phố' },
      token: accessToken,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.results).toMatchObject({ nameVi: 'Ẩm thực đường phố', nameEn: 'Food' });
  });

  it('refuses to create a tag without a Vietnamese name, naming the field', async () => {
    const { accessToken } = await h.signIn();
    const res = await h.api('/api/tags/create', { body: { nameEn: 'Only English' }, token: accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.body.error.fields)).toContain('nameVi');
  });

  it('rejects query operators in bodies instead of running them', async () => {
    const { accessToken } = await h.signIn();
    const res = await h.api('/api/tags/create', { body: { nameVi: { $gt: '' } }, token: accessToken });
    expect(res.status).toBe(400);
  });

  it('answers 401 without a token and 404 for unknown or malformed ids', async () => {
    expect((await h.api('/api/tags/create', { body: { nameVi: 'x' } })).status).toBe(401);
    expect((await h.api('/api/tags/create', { body: { nameVi: 'x' }, token: 'garbage' })).status).toBe(401);
    const { accessToken } = await h.signIn();
    expect(
      (
        await h.api('/api/tags/000000000000000000000000', {
          method: 'PUT',
          body: { nameVi: 'y' },
          token: accessToken,
        })
      ).status,
    ).toBe(404);
    expect((await h.api('/api/tags/not-an-id')).status).toBe(404);
  });

  it('answers malformed JSON with 400 and a JSON error', async () => {
    const { accessToken } = await h.signIn();
    const res = await h.api('/api/tags/create', { body: '{"nameVi":', token: accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
  });
});

describe('tags over GraphQL', () => {
  it('returns the same tag as REST', async () => {
    const { accessToken } = await h.signIn();
    const rest = await h.api('/api/tags/create', {
      body: { nameVi: 'Nghệ thuật', nameEn: 'Art' },
      token: accessToken,
    });
    const gql = await h.gql('query($id: ID) { tag(id: $id) { _id nameVi nameEn slug } }', {
      id: rest.body.results._id,
    });
    const { _id, nameVi, nameEn, slug } = rest.body.results;
    expect(gql.body.data.tag).toEqual({ _id, nameVi, nameEn, slug });
  });

  it('answers 401 with UNAUTHENTICATED for a mutation without a token', async () => {
    const res = await h.gql('mutation { createTag(input: { nameVi: "x" }) { _id } }');
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('names invalid fields with BAD_USER_INPUT', async () => {
    const { accessToken } = await h.signIn();
    const res = await h.gql('mutation { createTag(input: { nameEn: "x" }) { _id } }', {}, accessToken);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toHaveProperty('nameVi');
  });
});
