import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../lib/clock.ts';
import { at, createItem, expectUnknownIds, HOUR, slugs, uid, writeCalls } from '../../testing/content.ts';
import * as content from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

let token: string;
beforeAll(async () => {
  token = (await h.signIn('editor')).accessToken;
});

const createTag = (nameVi = `Thẻ ${uid()}`) => content.createTag(h, token, { nameVi });

const createNews = (body: Record<string, unknown>) =>
  createItem(
    h,
    token,
    '/api/news',
    { ...body, titleVi: body.titleVi ?? `Tin ${uid()}` },
    { status: 'published' },
  );

describe('news over REST', () => {
  it('creates a post with a folded slug, sanitised content and its tags filled in', async () => {
    const tag = await createTag();
    const res = await h.api('/api/news/create', {
      body: {
        titleVi: 'Khai trương sân thượng',
        titleEn: 'Rooftop opening',
        contentVi:
          '<p onclick="x()">Chào <a href="javascript:alert(1)">bạn</a></p><iframe src="https://evil"></iframe>',
        tagIds: [tag._id],
        status: 'published',
      },
      token,
    });
    expect(res.status).toBe(201);
    expect(res.body.results).toMatchObject({
      slug: 'khai-truong-san-thuong',
      titleEn: 'Rooftop opening',
      contentVi: '<p>Chào <a>bạn</a></p>',
      status: 'published',
      scheduled: false,
      featured: false,
      tagIds: [tag._id],
      cover: null,
    });
    expect(res.body.results.tags.map((t: { _id: string }) => t._id)).toEqual([tag._id]);
    expect(res.body.results.publishedAt).toBeTruthy();
    const again = await createNews({ titleVi: 'Khai trương sân thượng' });
    expect(again.slug).toBe('khai-truong-san-thuong-2');

    const bySlug = await h.api('/api/news/slug/khai-truong-san-thuong');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.results.tags[0].slug).toBe(tag.slug);
  });

  it('refuses invalid input naming the fields, and duplicate slugs with 409', async () => {
    const res = await h.api('/api/news/create', {
      body: { titleEn: 'x', status: 'live', publishedAt: 'soon', tagIds: 'music' },
      token,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['titleVi', 'status', 'publishedAt', 'tagIds']),
    );
    const ghost = new mongoose.Types.ObjectId().toHexString();
    const unknownTag = await h.api('/api/news/create', { body: { titleVi: 'x', tagIds: [ghost] }, token });
    expect(unknownTag.status).toBe(400);
    expect(unknownTag.body.error.fields).toHaveProperty('tagIds');

    const a = await createNews({ slug: `tin-${uid()}` });
    const dup = await h.api('/api/news/create', { body: { titleVi: 'Khác', slug: a.slug }, token });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toHaveProperty('slug');
    const b = await createNews({});
    const upd = await h.api(`/api/news/${b._id}`, { method: 'PUT', body: { slug: a.slug }, token });
    expect(upd.status).toBe(409);
  });

  it('updates only what is sent, publishes, unpublishes and deletes', async () => {
    const n = await createNews({ titleVi: 'Tin nháp', titleEn: 'Draft post', status: 'draft' });
    expect(n.publishedAt).toBeNull();
    const upd = await h.api(`/api/news/${n._id}`, { method: 'PUT', body: { summaryVi: 'Tóm tắt' }, token });
    expect(upd.body.results).toMatchObject({
      titleVi: 'Tin nháp',
      titleEn: 'Draft post',
      summaryVi: 'Tóm tắt',
    });

    expect((await h.api(`/api/news/slug/${n.slug}`)).status).toBe(404);
    const pub = await h.api(`/api/news/publish/${n._id}`, { method: 'PUT', token });
    expect(pub.body.results).toMatchObject({ status: 'published', scheduled: false });
    expect((await h.api(`/api/news/slug/${n.slug}`)).status).toBe(200);
    const unpub = await h.api(`/api/news/unpublish/${n._id}`, { method: 'PUT', token });
    expect(unpub.body.results.status).toBe('draft');
    expect((await h.api(`/api/news/slug/${n.slug}`)).status).toBe(404);

    const del = await h.api(`/api/news/delete/${n._id}`, { method: 'DELETE', token });
    expect(del.status).toBe(200);
    expect((await h.api(`/api/news/slug/${n.slug}`, { token })).status).toBe(404);
  });

  it('answers 401 without a token and 404 for unknown ids and slugs', async () => {
    const n = await createNews({});
    const calls = writeCalls('/api/news', n._id, { titleVi: 'x' });
    for (const [method, path, body] of calls) {
      const res = await h.api(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const ghost = new mongoose.Types.ObjectId().toHexString();
    expect((await h.api('/api/news/slug/khong-co')).status).toBe(404);
    await expectUnknownIds(h, token, '/api/news', [ghost, 'nope']);
  });

  it('lists newest first, hides drafts and scheduled posts from visitors until their time', async () => {
    const tag = await createTag();
    const old = await createNews({ tagIds: [tag._id], publishedAt: at(-48 * HOUR) });
    const recent = await createNews({ tagIds: [tag._id], publishedAt: at(-HOUR) });
    const draft = await createNews({ tagIds: [tag._id], status: 'draft' });
    const scheduled = await createNews({ tagIds: [tag._id], publishedAt: at(HOUR) });
    expect(scheduled.scheduled).toBe(true);

    const pub = await h.api(`/api/news/all?tag=${tag._id}`);
    expect(slugs(pub)).toEqual([recent.slug, old.slug]);
    expect(pub.body.results.total).toBe(2);
    expect((await h.api(`/api/news/slug/${scheduled.slug}`)).status).toBe(404);
    expect((await h.api(`/api/news/slug/${draft.slug}`)).status).toBe(404);

    const staff = await h.api(`/api/news/all?tag=${tag.slug}`, { token });
    expect(slugs(staff)).toEqual([scheduled.slug, recent.slug, old.slug, draft.slug]);
    expect(slugs(await h.api(`/api/news/all?tag=${tag._id}&status=draft`, { token }))).toEqual([draft.slug]);

    advanceClock(HOUR + 1000); // the gateway's clock: no write, no job, no sleeping
    expect(slugs(await h.api(`/api/news/all?tag=${tag._id}`))).toEqual([
      scheduled.slug,
      recent.slug,
      old.slug,
    ]);
    expect((await h.api(`/api/news/slug/${scheduled.slug}`)).body.results.scheduled).toBe(false);
  });

  it('filters by tag, featured and literal search, and pages with totals', async () => {
    const tag = await createTag();
    await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        createNews({
          titleVi: `Bản tin số ${i}`,
          tagIds: [tag._id],
          publishedAt: at(-(i + 1) * HOUR),
          featured: i === 4,
        }),
      ),
    );
    const p2 = await h.api(`/api/news/all?tag=${tag._id}&pageSize=5&page=2`);
    expect(p2.body.results).toMatchObject({ total: 13, page: 2, pageSize: 5 });
    expect(slugs(p2)).toEqual([5, 6, 7, 8, 9].map((i) => `ban-tin-so-${i}`));
    expect(slugs(await h.api(`/api/news/all?tag=${tag._id}&featured=true`))).toEqual(['ban-tin-so-4']);
    expect(slugs(await h.api(`/api/news/all?tag=${tag._id}&search=${encodeURIComponent('SỐ 12')}`))).toEqual([
      'ban-tin-so-12',
    ]);
    expect((await h.api(`/api/news/all?tag=${tag._id}&search=.%2B`)).body.results.total).toBe(0);
    expect((await h.api('/api/news/all?pageSize=999')).body.results.pageSize).toBe(50);
    expect((await h.api('/api/news/all?tag=khong-co-the')).body.results.total).toBe(0);
  });

  it('refuses bad query values with 400 naming the parameter', async () => {
    for (const [qs, field] of [
      ['page=-2', 'page'],
      ['pageSize=x', 'pageSize'],
      ['featured=yes', 'featured'],
      ['status=gone', 'status'],
      ['tagId=zzz', 'tagId'],
    ]) {
      const res = await h.api(`/api/news/all?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(Object.keys(res.body.error.fields), qs).toContain(field);
    }
  });
});

describe('news over GraphQL', () => {
  it('returns the same post as REST, with tags through the loader', async () => {
    const tag = await createTag();
    const created = await createNews({
      titleVi: 'Lễ hội đèn lồng trở lại',
      titleEn: 'The lantern festival is back',
      summaryEn: 'Hundreds of lanterns',
      contentEn: '<p>See you there.</p>',
      tagIds: [tag._id],
      featured: true,
      cover: { public_id: 'n-1', secure_url: '/media/n-1-960.webp', width: 960, height: 540 },
    });
    const rest = (await h.api(`/api/news/slug/${created.slug}`)).body.results;
    const gql = await h.gql(
      `query($s: String!) { news(slug: $s) { _id slug titleVi titleEn summaryVi summaryEn contentVi contentEn
        cover { public_id secure_url width height } tagIds tags { _id nameVi nameEn slug } status publishedAt
        featured scheduled createdAt updatedAt } }`,
      { s: created.slug },
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.news).toEqual({
      ...rest,
      tags: rest.tags.map(({ _id, nameVi, nameEn, slug }: Record<string, string>) => ({
        _id,
        nameVi,
        nameEn,
        slug,
      })),
    });
  });

  it('lists with newsList and loads the tags of a page with one query', async () => {
    const tags = await Promise.all([createTag(), createTag(), createTag()]);
    const marker = await createTag();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createNews({ tagIds: [marker._id, tags[i % 3]._id], publishedAt: at(-(i + 1) * HOUR) }),
      ),
    );
    const finds: Record<string, number> = {};
    mongoose.set('debug', (collection: string, method: string) => {
      finds[`${collection}.${method}`] = (finds[`${collection}.${method}`] ?? 0) + 1;
    });
    let res;
    try {
      res = await h.gql(
        'query($t: ID) { newsList(tagId: $t, pageSize: 12) { total page pageSize items { slug tags { slug } } } }',
        { t: marker._id },
      );
    } finally {
      mongoose.set('debug', false);
    }
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.newsList).toMatchObject({ total: 12, page: 1, pageSize: 12 });
    expect(res.body.data.newsList.items.every((n: any) => n.tags.length === 2)).toBe(true);
    // The tags come from the read cache's full list: at most one query (none when warm).
    expect(finds['tags.find'] ?? 0).toBeLessThanOrEqual(1);
  });

  it('relates posts sharing a tag first, then the latest ones, never itself or drafts', async () => {
    const shared = await createTag();
    const self = await createNews({ tagIds: [shared._id], publishedAt: at(-10 * HOUR) });
    const sibling = await createNews({ tagIds: [shared._id], publishedAt: at(-20 * HOUR) });
    await createNews({ tagIds: [shared._id], status: 'draft' });
    // Newer than every post the other tests made, so it is the latest.
    const latest = await createNews({ publishedAt: at(-5) });
    const res = await h.gql('query($s: String!) { news(slug: $s) { related(limit: 2) { slug } } }', {
      s: self.slug,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.news.related.map((n: { slug: string }) => n.slug)).toEqual([
      sibling.slug,
      latest.slug,
    ]);
  });

  it('runs the mutations for staff and refuses them without a token', async () => {
    const c = await h.gql(
      'mutation($i: NewsInput!) { createNews(input: $i) { _id slug status } }',
      { i: { titleVi: 'Thông báo giờ mở cửa', status: 'draft' } },
      token,
    );
    expect(c.body.errors).toBeUndefined();
    const id = c.body.data.createNews._id;
    expect(c.body.data.createNews.slug).toBe('thong-bao-gio-mo-cua');
    const u = await h.gql(
      'mutation($id: ID!) { updateNews(id: $id, input: { titleEn: "Opening hours" }) { titleEn } }',
      { id },
      token,
    );
    expect(u.body.data.updateNews.titleEn).toBe('Opening hours');
    const p = await h.gql('mutation($id: ID!) { publishNews(id: $id) { status } }', { id }, token);
    expect(p.body.data.publishNews.status).toBe('published');
    const list = await h.gql('{ newsList(search: "giờ mở cửa") { items { _id } } }');
    expect(list.body.data.newsList.items.map((n: { _id: string }) => n._id)).toContain(id);
    const un = await h.gql('mutation($id: ID!) { unpublishNews(id: $id) { status } }', { id }, token);
    expect(un.body.data.unpublishNews.status).toBe('draft');
    const bad = await h.gql('mutation { createNews(input: { titleVi: "" }) { _id } }', {}, token);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fields).toHaveProperty('titleVi');
    for (const m of [
      'mutation { createNews(input: { titleVi: "x" }) { _id } }',
      `mutation { updateNews(id: "${id}", input: { titleVi: "x" }) { _id } }`,
      `mutation { deleteNews(id: "${id}") { _id } }`,
      `mutation { publishNews(id: "${id}") { _id } }`,
      `mutation { unpublishNews(id: "${id}") { _id } }`,
    ]) {
      const res = await h.gql(m);
      expect(res.status, m).toBe(401);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const d = await h.gql('mutation($id: ID!) { deleteNews(id: $id) { _id } }', { id }, token);
    expect(d.body.data.deleteNews._id).toBe(id);
    expect(
      (await h.gql('query($s: String!) { news(slug: $s) { _id } }', { s: 'thong-bao-gio-mo-cua' }, token))
        .body.data.news,
    ).toBeNull();
  });
});
