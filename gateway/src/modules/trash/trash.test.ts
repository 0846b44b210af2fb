import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { at, createItem, DAY, uid } from '../../testing/content.ts';
import { useGateway } from '../../testing/harness.ts';
import { areaStore } from '../areas/areas.service.ts';

const h = useGateway();

const trashIds = async (token: string) =>
  ((await h.api('/api/trash/all', { token })).body.results as { _id: string }[]).map((t) => t._id);

describe('trash (soft delete) of areas, events and news', () => {
  it('moves a deleted area to the trash, keeps its slug, restores it, purges it (admins)', async () => {
    const editor = (await h.signIn('editor')).accessToken;
    const admin = (await h.signIn('admin')).accessToken;
    const slug = `khu-${uid()}`;
    const area = await createItem(h, editor, '/api/areas', { nameVi: 'Khu vườn', slug }, {});

    const deleted = await h.api(`/api/areas/delete/${area._id}`, { method: 'DELETE', token: editor });
    expect(deleted.status).toBe(200);
    // Gone for visitors and from staff lists at once.
    expect((await h.api(`/api/areas/slug/${slug}`)).status).toBe(404);
    const listed = (await h.api('/api/areas/all', { token: editor })).body.results as { _id: string }[];
    expect(listed.map((a) => a._id)).not.toContain(area._id);
    expect(
      (await h.api(`/api/areas/${area._id}`, { method: 'PUT', body: { nameEn: 'x' }, token: editor })).status,
    ).toBe(404);
    // In the trash, for staff only; the slug stays reserved.
    expect((await h.api('/api/trash/all')).status).toBe(401);
    const trash = await h.api('/api/trash/all', { token: editor });
    expect(trash.body.results).toContainEqual(
      expect.objectContaining({
        type: 'area',
        _id: area._id,
        slug,
        titleVi: 'Khu vườn',
        deletedBy: expect.stringContaining('@'),
      }),
    );
    const item = trash.body.results.find((t: { _id: string }) => t._id === area._id);
    expect(new Date(item.purgeAt).getTime() - new Date(item.deletedAt).getTime()).toBe(30 * DAY);
    const clash = await h.api('/api/areas/create', { body: { nameVi: 'Khác', slug }, token: editor });
    expect(clash.status).toBe(409);

    const restored = await h.api(`/api/trash/restore/area/${area._id}`, { method: 'PUT', token: editor });
    expect(restored.status).toBe(200);
    expect(restored.body.results).toMatchObject({ type: 'area', _id: area._id, slug });
    expect((await h.api(`/api/areas/slug/${slug}`)).body.results._id).toBe(area._id);
    expect(await trashIds(editor)).not.toContain(area._id);
    // Restoring what is not in the trash: 404.
    expect(
      (await h.api(`/api/trash/restore/area/${area._id}`, { method: 'PUT', token: editor })).status,
    ).toBe(404);

    await h.api(`/api/areas/delete/${area._id}`, { method: 'DELETE', token: editor });
    expect((await h.api(`/api/trash/area/${area._id}`, { method: 'DELETE', token: editor })).status).toBe(
      403,
    );
    const purged = await h.api(`/api/trash/area/${area._id}`, { method: 'DELETE', token: admin });
    expect(purged.status).toBe(200);
    expect(await trashIds(admin)).not.toContain(area._id);
    expect(
      await mongoose.connection
        .db!.collection('areas')
        .findOne({ _id: new mongoose.Types.ObjectId(area._id) }),
    ).toBeNull();
    // Its slug is free again.
    expect((await h.api('/api/areas/create', { body: { nameVi: 'Khác', slug }, token: editor })).status).toBe(
      201,
    );
  });

  it('trashes events and news over GraphQL too; their pages answer 404 until restored', async () => {
    const editor = (await h.signIn('editor')).accessToken;
    const event = await createItem(
      h,
      editor,
      '/api/events',
      { titleVi: `Sự kiện ${uid()}` },
      {
        startAt: at(3 * DAY),
        status: 'published',
      },
    );
    const news = await createItem(
      h,
      editor,
      '/api/news',
      { titleVi: `Tin ${uid()}` },
      { status: 'published' },
    );
    expect((await h.api(`/api/events/slug/${event.slug}`)).status).toBe(200);

    const del = await h.gql('mutation($id: ID!) { deleteEvent(id: $id) { _id } }', { id: event._id }, editor);
    expect(del.body.data.deleteEvent._id).toBe(event._id);
    expect((await h.api(`/api/news/delete/${news._id}`, { method: 'DELETE', token: editor })).status).toBe(
      200,
    );
    expect((await h.api(`/api/events/slug/${event.slug}`)).status).toBe(404);
    expect((await h.api(`/api/events/slug/${event.slug}`, { token: editor })).status).toBe(404);
    expect((await h.api(`/api/news/slug/${news.slug}`)).status).toBe(404);
    expect((await h.api(`/api/events/publish/${event._id}`, { method: 'PUT', token: editor })).status).toBe(
      404,
    );

    const trash = await h.gql('{ trash { type _id slug titleVi } }', {}, editor);
    expect(trash.body.data.trash).toEqual(
      expect.arrayContaining([
        { type: 'event', _id: event._id, slug: event.slug, titleVi: event.titleVi },
        { type: 'news', _id: news._id, slug: news.slug, titleVi: news.titleVi },
      ]),
    );
    expect((await h.gql('{ trash { _id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const back = await h.gql(
      'mutation($id: ID!) { restoreFromTrash(type: event, id: $id) { type slug } }',
      { id: event._id },
      editor,
    );
    expect(back.body.data.restoreFromTrash).toEqual({ type: 'event', slug: event.slug });
    expect((await h.api(`/api/events/slug/${event.slug}`)).body.results._id).toBe(event._id);
    const forbidden = await h.gql(
      'mutation($id: ID!) { deleteForever(type: news, id: $id) { _id } }',
      { id: news._id },
      editor,
    );
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await h.api(`/api/trash/restore/page/${news._id}`, { method: 'PUT', token: editor });
    expect(bad.status).toBe(400);
  });

  it('deletes for good what has been in the trash for 30 days', async () => {
    const editor = (await h.signIn('editor')).accessToken;
    const area = await createItem(h, editor, '/api/areas', { nameVi: `Cũ ${uid()}` }, {});
    await h.api(`/api/areas/delete/${area._id}`, { method: 'DELETE', token: editor });
    const _id = new mongoose.Types.ObjectId(area._id);
    await mongoose.connection
      .db!.collection('areas')
      .updateOne(
        { _id },
        { $set: { deletedAt: new Date(Date.now() - 30 * DAY - 1000), updatedAt: new Date() } },
      );
    await areaStore.refresh(area._id);
    expect(await trashIds(editor)).not.toContain(area._id);
    expect(await mongoose.connection.db!.collection('areas').findOne({ _id })).toBeNull();
  });
});
