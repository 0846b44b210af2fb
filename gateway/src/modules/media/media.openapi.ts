// The REST contract of /api/media, beside media.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import { z } from 'zod';
import { type ModuleApi } from '../../lib/openapi.ts';
import { objectIdString as id, pageOf, stamp } from '../../lib/shapes.ts';
import { imageOutput, mediaListInput } from './media.schemas.ts';

export const image = imageOutput;
const media = z.strictObject({
  _id: id,
  public_id: z.string(),
  secure_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().optional(),
  originalName: z.string().meta({ description: 'The uploaded file name' }),
  originalBytes: z.number().int(),
  variants: z.array(
    z.strictObject({
      bucket: z.number().int().meta({ description: 'Target width: 480, 960 or 1600' }),
      width: z.number().int(),
      height: z.number().int(),
      file: z.string(),
      bytes: z.number().int(),
    }),
  ),
  createdBy: z.string(),
  createdAt: stamp,
  updatedAt: stamp,
  // The stored document is answered as it is, mongoose's revision counter included.
  __v: z.number().int().optional(),
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
      results: image,
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
      results: pageOf(media),
    },
    {
      method: 'get',
      path: '/api/media',
      tag: 'media',
      summary: 'The media library (alias of /api/media/all)',
      access: 'staff',
      query: mediaListInput,
      results: pageOf(media),
    },
  ],
};
