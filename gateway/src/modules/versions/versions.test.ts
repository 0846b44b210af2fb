import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { at, createItem, DAY, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import { areaStore } from '../areas/areas.service.ts';
import { tagStore } from '../tags/tags.service.ts';

// Three versions kept per item, so pruning shows after a few saves.
const h = useGateway({ env: { VERSIONS_KEEP: '3' } });

const versions = async (type: string, id: string, token: string) =>
  (await h.api(`/api/versions/${type}/${id}`, { token })).body.results as {
    version: number;
    by: string;
    current: boolean;
  }[];

describe('version history', () => {
  it('keeps every save of an event, diffs a version and restores it as a new version', async () => {
    const { accessToken: token, email } = await h.signIn('editor');
    const first = `Đêm nhạc ${uid()}`;
    const event = await createItem(
      h,
      token,
      '/api/events',
      { titleVi: first, contentVi: '<p>Ban nhạc <strong>Gió</strong> chơi từ 20 giờ.</p>' },
      { startAt: at(3 * DAY), status: 'published' },
    );
    // A time saved again without its milliseconds (as the editor's picker does) is no change.
    const startAt = new Date(Date.parse(event.startAt) - (Date.parse(event.startAt) % 60_000)).toISOString();
    const put = (body: Record<string, unknown>) =>
      h.api(`/api/events/${event._id}`, { method: 'PUT', body, token });
    expect((await put({ titleVi: 'Tiêu đề thứ hai', startAt })).status).toBe(200);
    expect(
      (
        await put({
          titleVi: 'Tiêu đề thứ ba',
          contentVi: '<p>Ban nhạc <strong>Mây</strong> chơi từ 21 giờ.</p>',
        })
      ).status,
    ).toBe(200);

    const list = await versions('event', event._id, token);
    expect(list.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(list[0]).toMatchObject({ current: true, by: email });
    expect(list.slice(1).every((v) => !v.current)).toBe(true);

    // The diff of version 1 against now: the title and the text as words, no markup.
    const diff = await h.api(`/api/versions/event/${event._id}/1/diff`, { token });
    expect(diff.status).toBe(200);
    const byField = Object.fromEntries(
      (diff.body.results as { field: string; before: string; after: string; parts: any[] }[]).map((d) => [
        d.field,
        d,
      ]),
    );
    expect(Object.keys(byField).sort()).toEqual(['contentVi', 'titleVi']);
    expect(byField.contentVi.before).toBe('Ban nhạc Gió chơi từ 20 giờ.');
    expect(byField.contentVi.after).toBe('Ban nhạc Mây chơi từ 21 giờ.');
    expect(byField.contentVi.parts).toContainEqual({ value: 'Gió', added: false, removed: true });
    expect(byField.contentVi.parts).toContainEqual({ value: 'Mây', added: true, removed: false });

    // Restore version 1: it becomes version 4, and visitors see it.
    const restored = await h.api(`/api/versions/restore/event/${event._id}/1`, { method: 'PUT', token });
    expect(restored.status).toBe(200);
    expect(restored.body.results).toMatchObject({ version: 4, current: true, by: email });
    const page = await h.api(`/api/events/slug/${event.slug}`);
    expect(page.body.results.titleVi).toBe(first);
    expect(page.body.results.contentVi).toContain('<strong>Gió</strong>');
    expect(page.body.results.status).toBe('published');

    // Pruned to the last three: 4, 3, 2.
    expect((await versions('event', event._id, token)).map((v) => v.version)).toEqual([4, 3, 2]);
    expect((await h.api(`/api/versions/restore/event/${event._id}/1`, { method: 'PUT', token })).status).toBe(
      404,
    );
  });

  it('keeps the state found before history began, for areas, home and introduction over GraphQL', async () => {
    const { accessToken: token, email } = await h.signIn('editor');
    // An area stored before versions existed (or by a script): its first save keeps it.
    const { insertedId } = await mongoose.connection.db!.collection('areas').insertOne({
      slug: `cu-${uid()}`,
      nameVi: 'Khu cũ',
      nameEn: 'Old area',
      descriptionVi: '<p>Mô tả gốc</p>',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const id = String(insertedId);
    await areaStore.refresh(id);
    await h.api(`/api/areas/${id}`, { method: 'PUT', body: { nameVi: 'Khu mới' }, token });
    const q = `query($type: VersionType!, $id: ID!) { versions(type: $type, id: $id) { version by current } }`;
    const listed = await h.gql(q, { type: 'area', id }, token);
    expect(listed.body.data.versions).toEqual([
      { version: 2, by: email, current: true },
      { version: 1, by: '', current: false },
    ]);
    const restore = await h.gql(
      `mutation($id: ID!) { restoreVersion(type: area, id: $id, version: 1) { version current } }`,
      { id },
      token,
    );
    expect(restore.body.data.restoreVersion).toEqual({ version: 3, current: true });
    expect(
      (await h.api(`/api/areas/all`)).body.results.find((a: { _id: string }) => a._id === id).nameVi,
    ).toBe('Khu cũ');

    // Home and introduction: singletons, keyed by their document id.
    const home = await h.api('/api/home/update', { method: 'PUT', body: { address: '1 Đường Cũ' }, token });
    await h.api('/api/home/update', { method: 'PUT', body: { address: '2 Đường Mới' }, token });
    const homeVersions = await versions('home', 'current', token);
    expect(await versions('home', home.body.results._id, token)).toEqual(homeVersions);
    expect(homeVersions[0]!.current).toBe(true);
    const older = homeVersions.find((v) => !v.current && v.by === email)!;
    await h.api(`/api/versions/restore/home/${home.body.results._id}/${older.version}`, {
      method: 'PUT',
      token,
    });
    expect((await h.api('/api/home/all')).body.results.address).toBe('1 Đường Cũ');

    const intro = await h.api('/api/intro/update', {
      method: 'PUT',
      body: { contentVi: '<p>Một</p>' },
      token,
    });
    await h.api('/api/intro/update', { method: 'PUT', body: { contentVi: '<p>Hai</p>' }, token });
    const introDiff = await h.gql(
      `query($id: ID!, $v: Int!) { versionDiff(type: intro, id: $id, version: $v) { field before after } }`,
      { id: intro.body.results._id, v: (await versions('intro', intro.body.results._id, token))[1]!.version },
      token,
    );
    expect(introDiff.body.data.versionDiff).toEqual([{ field: 'contentVi', before: 'Một', after: 'Hai' }]);
  });

  it('keeps the saves of a tag, restores one through GraphQL and prunes the oldest', async () => {
    const { accessToken: token, email } = await h.signIn('editor');
    const stamp = uid();
    const created = await h.api('/api/tags/create', {
      body: { nameVi: `Nhạc sống ${stamp}`, nameEn: 'Live music' },
      token,
    });
    expect(created.status).toBe(201);
    const tag = created.body.results as { _id: string; slug: string };
    const rename = async (nameVi: string, nameEn: string) =>
      expect(
        (await h.api(`/api/tags/${tag._id}`, { method: 'PUT', body: { nameVi, nameEn }, token })).status,
      ).toBe(200);
    await rename(`Nhạc Jazz ${stamp}`, 'Jazz');

    let list = await versions('tag', tag._id, token);
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ current: true, by: email });

    const diff = await h.gql(
      'query($id: ID!) { versionDiff(type: tag, id: $id, version: 1) { field before after } }',
      { id: tag._id },
      token,
    );
    expect(diff.body.data.versionDiff).toEqual([
      { field: 'nameVi', before: `Nhạc sống ${stamp}`, after: `Nhạc Jazz ${stamp}` },
      { field: 'nameEn', before: 'Live music', after: 'Jazz' },
    ]);

    const restored = await h.gql(
      'mutation($id: ID!) { restoreVersion(type: tag, id: $id, version: 1) { version current slug } }',
      { id: tag._id },
      token,
    );
    expect(restored.body.data.restoreVersion).toEqual({ version: 3, current: true, slug: tag.slug });
    const now = (await h.api(`/api/tags/${tag._id}`)).body.results;
    expect(now).toMatchObject({ nameVi: `Nhạc sống ${stamp}`, nameEn: 'Live music', slug: tag.slug });

    // Three kept (VERSIONS_KEEP): the first save is pruned by the fourth.
    await rename(`Nhạc cổ điển ${stamp}`, 'Classical');
    list = await versions('tag', tag._id, token);
    expect(list.map((v) => v.version)).toEqual([4, 3, 2]);
  });

  it('names tags, areas and pictures in a diff instead of showing their ids', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const tag = async (nameVi: string) =>
      (await h.api('/api/tags/create', { body: { nameVi: `${nameVi} ${uid()}` }, token })).body.results;
    const area = async (nameVi: string) =>
      createItem(h, token, '/api/areas', { nameVi: `${nameVi} ${uid()}` }, {});
    const [jazz, rock] = [await tag('Nhạc Jazz'), await tag('Nhạc Rock')];
    const [garden, roof] = [await area('Vườn'), await area('Sân thượng')];
    const cover = { public_id: 'dem-nhac-a1b2c3d4e5', secure_url: '/media/dem-nhac-a1b2c3d4e5-1200.webp' };
    const event = await createItem(
      h,
      token,
      '/api/events',
      { titleVi: `Đêm nhạc ${uid()}` },
      { startAt: at(3 * DAY), tagIds: [jazz._id], areaId: garden._id, status: 'draft' },
    );
    const put = await h.api(`/api/events/${event._id}`, {
      method: 'PUT',
      body: { tagIds: [jazz._id, rock._id], areaId: roof._id, cover, bookingEnabled: true },
      token,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const diff = await h.api(`/api/versions/event/${event._id}/1/diff`, { token });
    const byField = Object.fromEntries(
      (diff.body.results as { field: string; before: string; after: string }[]).map((d) => [
        d.field,
        [d.before, d.after],
      ]),
    );
    expect(byField.tagIds).toEqual([jazz.nameVi, `${jazz.nameVi}, ${rock.nameVi}`]);
    expect(byField.areaId).toEqual([garden.nameVi, roof.nameVi]);
    expect(byField.cover).toEqual(['', 'dem-nhac-a1b2c3d4e5']);
    expect(byField.bookingEnabled).toEqual(['Không', 'Có']);
  });

  it('keeps the name a tag had before its first tracked save', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const { insertedId } = await mongoose.connection.db!.collection('tags').insertOne({
      nameVi: `Thẻ cũ ${uid()}`,
      nameEn: 'Old tag',
      slug: `the-cu-${uid()}`,
      deleted: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const id = insertedId.toString();
    await tagStore.refresh(id);
    expect(
      (await h.api(`/api/tags/${id}`, { method: 'PUT', body: { nameEn: 'Renamed' }, token })).status,
    ).toBe(200);
    const list = (await versions('tag', id, token)) as { version: number; by: string }[];
    expect(list.map((v) => [v.version, v.by])).toEqual([
      [2, expect.any(String)],
      [1, ''],
    ]);
    const diff = await h.api(`/api/versions/tag/${id}/1/diff`, { token });
    expect(diff.body.results).toMatchObject([{ field: 'nameEn', before: 'Old tag', after: 'Renamed' }]);
  });

  it('is for staff only and names bad input', async () => {
    const { accessToken: token } = await h.signIn('editor');
    const id = new mongoose.Types.ObjectId().toString();
    expect((await h.api(`/api/versions/event/${id}`)).status).toBe(401);
    expect((await h.api(`/api/versions/page/${id}`, { token })).status).toBe(400);
    expect((await h.api(`/api/versions/event/${id}`, { token })).body.results).toEqual([]);
    expect((await h.api(`/api/versions/event/${id}/1/diff`, { token })).status).toBe(404);
    expect((await h.api(`/api/versions/restore/event/${id}/x`, { method: 'PUT', token })).status).toBe(400);
  });
});
