// The REST contract of /api/media, beside media.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { id, pageOf, ref, stamp, type ModuleApi } from '../../lib/openapi.ts';
import { imageInput, mediaListInput } from './media.schemas.ts';

export const image = imageInput;
const media = z.object({
  _id: id,
  public_id: z.string(),
  secure_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().optional(),
  createdAt: stamp,
});

export const mediaApi: ModuleApi = {
  schemas: { Image: image, Media: media },
  routes: [
    {
      method: 'post',
      path: '/api/media/upload',
      tag: 'media',
      summary: 'Upload an image (≤ 10 MB, checked by content; stored as WebP at 480/960/1600 px)',
      access: 'staff',
      multipart: true,
      results: ref('Image'),
      status: 201,
      errors: [413, 415],
    },
    {
      method: 'get',
      path: '/api/media/all',
      tag: 'media',
      summary: 'The media library, newest first',
      access: 'staff',
      query: mediaListInput,
      results: pageOf('Media'),
    },
    {
      method: 'get',
      path: '/api/media',
      tag: 'media',
      summary: 'The media library (alias of /api/media/all)',
      access: 'staff',
      query: mediaListInput,
      results: pageOf('Media'),
    },
  ],
};
