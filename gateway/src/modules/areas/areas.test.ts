import { describe, expect, it } from 'vitest';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

const FIELDS =
  '_id slug name nameVi nameEn summaryVi summaryEn descriptionVi descriptionEn order cover { public_id secure_url width height } gallery { public_id secure_url }';

async function create(token: string, body: Record<string, unknown>) {
  return h.api('/api/areas/create', { body, token });
}

describe('areas over REST', () => {
  it('creates an area with a slug folded from the Vietnamese name and keeps `name`', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await create(accessToken, {
      nameVi: 'Sân khấu chính',
      nameEn: 'Main Stage',
      summaryVi: 'Nơi diễn ra các đêm nhạc lớn',
      descriptionVi: '<h2>Giới thiệu</h2><p onclick="x()">Sức chứa 800 khách</p><script>alert(1)</script>',
      cover: { public_id: 'stage-1', secure_url: '/media/stage-1-1600.webp', width: 1600, height: 900 },
    });
    expect(res.status).toBe(201);
    expect(res.body.results).toMatchObject({
      slug: 'san-khau-chinh',
      name: 'Sân khấu chính',
      nameVi: 'Sân khấu chính',
      nameEn: 'Main Stage',
      summaryEn: '',
      descriptionVi: '<h2>Giới thiệu</h2><p>Sức chứa 800 khách</p>',
      cover: { public_id: 'stage-1', secure_url: '/media/stage-1-1600.webp', width: 1600, height: 900 },
      gallery: [],
    });
    expect(typeof res.body.results.order).toBe('number');

    const bySlug = await h.api('/api/areas/slug/san-khau-chinh');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.results).toEqual(res.body.results);
  });

  it('lists areas in display order and reorders them', async () => {
    const { accessToken } = await h.signIn('editor');
    const a = (await create(accessToken, { nameVi: 'Vườn nghệ thuật' })).body.results;
    const b = (await create(accessToken, { nameVi: 'Phòng trưng bày' })).body.results;
    expect(b.order).toBeGreaterThan(a.order);

    const before = (await h.api('/api/areas/all')).body.results.map((x: { _id: string }) => x._id);
    expect(before.indexOf(a._id)).toBeLessThan(before.indexOf(b._id));

    const reordered = await h.api('/api/areas/reorder', {
      method: 'PUT',
      body: { ids: [b._id, a._id] },
      token: accessToken,
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.results.slice(0, 2).map((x: { _id: string }) => x._id)).toEqual([b._id, a._id]);
    const after = (await h.api('/api/areas/all')).body.results;
    expect(after.map((x: { _id: string }) => x._id).slice(0, 2)).toEqual([b._id, a._id]);
    expect(after.map((x: { order: number }) => x.order)).toEqual(
      [...after.map((x: { order: number }) => x.order)].sort((p: number, q: number) => p - q),
    );
  });

  it('refuses a reorder naming an unknown area or the same area twice', async () => {
    const { accessToken } = await h.signIn('editor');
    const a = (await create(accessToken, { nameVi: 'Sân thượng' })).body.results;
    const unknown = await h.api('/api/areas/reorder', {
      method: 'PUT',
      body: { ids: [a._id, '000000000000000000000000'] },
      token: accessToken,
    });
    expect(unknown.status).toBe(404);
    const twice = await h.api('/api/areas/reorder', {
      method: 'PUT',
      body: { ids: [a._id, a._id] },
      token: accessToken,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toHaveProperty('ids');
  });

  it('updates only the fields sent and sanitises the description', async () => {
    const { accessToken } = await h.signIn('editor');
    const area = (
      await create(accessToken, { nameVi: 'Khu ẩm thực', nameEn: 'Food Court', summaryVi: 'Ăn ngon' })
    ).body.results;
    const res = await h.api(`/api/areas/${area._id}`, {
      method: 'PUT',
      body: {
        summaryEn: 'Good food',
        descriptionEn:
          '<p>Open <a href="javascript:alert(1)">late</a></p><iframe src="https://evil.example"></iframe>',
      },
      token: accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({
      _id: area._id,
      slug: 'khu-am-thuc',
      nameVi: 'Khu ẩm thực',
      nameEn: 'Food Court',
      summaryVi: 'Ăn ngon',
      summaryEn: 'Good food',
      descriptionEn: '<p>Open <a>late</a></p>',
    });
    const cleared = await h.api(`/api/areas/${area._id}`, {
      method: 'PUT',
      body: { cover: null, gallery: [{ public_id: 'g1', secure_url: 'https://cdn.example.com/g1.jpg' }] },
      token: accessToken,
    });
    expect(cleared.body.results.cover).toBeNull();
    expect(cleared.body.results.gallery).toEqual([
      { public_id: 'g1', secure_url: 'https://cdn.example.com/g1.jpg' },
    ]);
  });

  it('answers 409 for a slug that is taken and adds -2 when the generated one is', async () => {
    const { accessToken } = await h.signIn('editor');
    const first = await create(accessToken, { nameVi: 'Xưởng sáng tạo' });
    expect(first.body.results.slug).toBe('xuong-sang-tao');
    const second = await create(accessToken, { nameVi: 'Xưởng sáng tạo' });
    expect(second.status).toBe(201);
    expect(second.body.results.slug).toBe('xuong-sang-tao-2');

    const dup = await create(accessToken, { nameVi: 'Khác', slug: 'xuong-sang-tao' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('CONFLICT');
    expect(dup.body.error.fields).toHaveProperty('slug');

    const dupUpdate = await h.api(`/api/areas/${second.body.results._id}`, {
      method: 'PUT',
      body: { slug: 'xuong-sang-tao' },
      token: accessToken,
    });
    expect(dupUpdate.status).toBe(409);
    // Keeping its own slug is not a conflict.
    const same = await h.api(`/api/areas/${second.body.results._id}`, {
      method: 'PUT',
      body: { slug: 'xuong-sang-tao-2', nameEn: 'Creative Workshop' },
      token: accessToken,
    });
    expect(same.status).toBe(200);
  });

  it('names the invalid fields', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await create(accessToken, {
      nameEn: 'No Vietnamese name',
      slug: 'Not A Slug',
      cover: { public_id: 'x', secure_url: 'javascript:alert(1)' },
      order: -1,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['nameVi', 'slug', 'cover.secure_url', 'order']),
    );
    const operator = await create(accessToken, { nameVi: { $gt: '' } });
    expect(operator.status).toBe(400);
    expect(operator.body.error.fields).toHaveProperty('nameVi');
  });

  it('accepts the documented `name` as the Vietnamese name', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await create(accessToken, { name: 'Sảnh chờ' });
    expect(res.status).toBe(201);
    expect(res.body.results).toMatchObject({ name: 'Sảnh chờ', nameVi: 'Sảnh chờ', slug: 'sanh-cho' });
  });

  it('deletes an area, then answers 404 for it', async () => {
    const { accessToken } = await h.signIn('editor');
    const area = (await create(accessToken, { nameVi: 'Khu tạm' })).body.results;
    const res = await h.api(`/api/areas/delete/${area._id}`, { method: 'DELETE', token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.results._id).toBe(area._id);
    expect((await h.api(`/api/areas/slug/${area.slug}`)).status).toBe(404);
    expect(
      (await h.api(`/api/areas/delete/${area._id}`, { method: 'DELETE', token: accessToken })).status,
    ).toBe(404);
  });

  it('answers 404 for unknown slugs and ids', async () => {
    const { accessToken } = await h.signIn('editor');
    expect((await h.api('/api/areas/slug/khong-co')).status).toBe(404);
    const unknown = await h.api('/api/areas/000000000000000000000000', {
      method: 'PUT',
      body: { nameEn: 'x' },
      token: accessToken,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect(
      (await h.api('/api/areas/not-an-id', { method: 'PUT', body: { nameEn: 'x' }, token: accessToken }))
        .status,
    ).toBe(404);
  });

  it('answers 401 without a token or with a garbage one', async () => {
    const { accessToken } = await h.signIn('editor');
    const area = (await create(accessToken, { nameVi: 'Khu khoá' })).body.results;
    const calls: [string, string, unknown][] = [
      ['/api/areas/create', 'POST', { nameVi: 'x' }],
      [`/api/areas/${area._id}`, 'PUT', { nameEn: 'x' }],
      [`/api/areas/delete/${area._id}`, 'DELETE', undefined],
      ['/api/areas/reorder', 'PUT', { ids: [area._id] }],
    ];
    for (const [path, method, body] of calls) {
      expect((await h.api(path, { method, body })).status).toBe(401);
      expect((await h.api(path, { method, body, token: 'garbage' })).status).toBe(401);
    }
    expect((await h.api(`/api/areas/slug/${area.slug}`)).status).toBe(200);
  });
});

describe('areas over GraphQL', () => {
  it('returns the same areas as REST', async () => {
    const { accessToken } = await h.signIn('editor');
    await create(accessToken, {
      nameVi: 'Phòng hoà nhạc',
      nameEn: 'Concert Hall',
      gallery: [{ public_id: 'g', secure_url: '/media/g-480.webp', width: 480, height: 270 }],
    });
    const rest = await h.api('/api/areas/all');
    const gql = await h.gql(`query { areas { ${FIELDS} } }`);
    expect(gql.status).toBe(200);
    const pick = (a: Record<string, any>) => ({
      _id: a._id,
      slug: a.slug,
      name: a.name,
      nameVi: a.nameVi,
      nameEn: a.nameEn,
      summaryVi: a.summaryVi,
      summaryEn: a.summaryEn,
      descriptionVi: a.descriptionVi,
      descriptionEn: a.descriptionEn,
      order: a.order,
      cover: a.cover
        ? {
            public_id: a.cover.public_id,
            secure_url: a.cover.secure_url,
            width: a.cover.width ?? null,
            height: a.cover.height ?? null,
          }
        : null,
      gallery: a.gallery.map((g: Record<string, unknown>) => ({
        public_id: g.public_id,
        secure_url: g.secure_url,
      })),
    });
    expect(gql.body.data.areas).toEqual(rest.body.results.map(pick));

    const one = await h.gql(`query($slug: String!) { area(slug: $slug) { ${FIELDS} } }`, {
      slug: 'phong-hoa-nhac',
    });
    const restOne = await h.api('/api/areas/slug/phong-hoa-nhac');
    expect(one.body.data.area).toEqual(pick(restOne.body.results));
  });

  it('creates, updates, reorders and deletes through mutations', async () => {
    const { accessToken } = await h.signIn('editor');
    const created = await h.gql(
      'mutation($input: AreaInput!) { createArea(input: $input) { _id slug name nameEn } }',
      { input: { nameVi: 'Sân vườn', nameEn: null } },
      accessToken,
    );
    expect(created.body.errors).toBeUndefined();
    const area = created.body.data.createArea;
    expect(area).toMatchObject({ slug: 'san-vuon', name: 'Sân vườn', nameEn: '' });

    const updated = await h.gql(
      'mutation($id: ID!, $input: AreaInput!) { updateArea(id: $id, input: $input) { _id nameEn } }',
      { id: area._id, input: { nameEn: 'Garden' } },
      accessToken,
    );
    expect(updated.body.data.updateArea).toEqual({ _id: area._id, nameEn: 'Garden' });

    const reordered = await h.gql(
      'mutation($ids: [ID!]!) { reorderAreas(ids: $ids) { _id } }',
      { ids: [area._id] },
      accessToken,
    );
    expect(reordered.body.data.reorderAreas[0]._id).toBe(area._id);

    const deleted = await h.gql(
      'mutation($id: ID!) { deleteArea(id: $id) { _id } }',
      { id: area._id },
      accessToken,
    );
    expect(deleted.body.data.deleteArea._id).toBe(area._id);
    const gone = await h.gql('query { area(slug: "san-vuon") { _id } }');
    expect(gone.body.errors).toBeUndefined();
    expect(gone.body.data.area).toBeNull();
  });

  it('answers 401 for a mutation without a token and names bad fields', async () => {
    const res = await h.gql('mutation { createArea(input: { nameVi: "x" }) { _id } }');
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const { accessToken } = await h.signIn('editor');
    const bad = await h.gql('mutation { createArea(input: { nameEn: "x" }) { _id } }', {}, accessToken);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fields).toHaveProperty('nameVi');
  });
});
