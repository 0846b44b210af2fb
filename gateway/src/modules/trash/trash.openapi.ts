// The REST contract of /api/trash, beside trash.routes.ts (deleted events, news and areas).
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { objectIdString as id, stamp } from '../../lib/shapes.ts';
import { trashType } from './trash.schemas.ts';

const contentRef = z.strictObject({
  type: trashType,
  _id: id,
  slug: z.string(),
  titleVi: z.string(),
  titleEn: z.string(),
});
const trashItem = contentRef.extend({ deletedAt: stamp, deletedBy: z.string(), purgeAt: stamp });

export const trashApi: ModuleApi = {
  schemas: { ContentRef: contentRef, TrashItem: trashItem },
  routes: [
    {
      method: 'get',
      path: '/api/trash/all',
      tag: 'trash',
      summary: 'Deleted events, news and areas, most recent first (kept 30 days)',
      access: 'staff',
      results: z.array(trashItem),
    },
    {
      method: 'put',
      path: '/api/trash/restore/:type/:id',
      tag: 'trash',
      summary: 'Restore a deleted item with its slug',
      access: 'staff',
      results: contentRef,
      errors: [400],
    },
    {
      method: 'delete',
      path: '/api/trash/:type/:id',
      tag: 'trash',
      summary: 'Delete a trashed item for good (admins)',
      access: 'staff',
      results: contentRef,
      errors: [400],
    },
  ],
};
