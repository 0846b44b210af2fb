import { z } from 'zod';

/** What can be previewed before it is public: events and news posts. */
export const previewType = z.enum(['event', 'news']);
export type PreviewType = z.infer<typeof previewType>;

export const previewTarget = z.object({
  type: previewType,
  id: z.string().regex(/^[a-f0-9]{24}$/, 'Invalid id'),
});
export const previewRead = previewTarget.extend({
  token: z.string().min(1, 'A preview token is required').max(2000),
});
