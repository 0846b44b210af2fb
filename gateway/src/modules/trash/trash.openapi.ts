// The REST contract of /api/trash, beside trash.routes.ts (deleted events, news and areas).
import { z } from 'zod';
import { arrayOf, id, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { trashType } from './trash.schemas.ts';

const contentRef = z.object({
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
      results: arrayOf('TrashItem'),
    },
    {
      method: 'put',
      path: '/api/trash/restore/:type/:id',
      tag: 'trash',
      summary: 'Restore a deleted item with its slug',
      access: 'staff',
      results: ref('ContentRef'),
    },
    {
      method: 'delete',
      path: '/api/trash/:type/:id',
      tag: 'trash',
      summary: 'Delete a trashed item for good (admins)',
      access: 'staff',
      results: ref('ContentRef'),
    },
  ],
};
