import { z } from 'zod';

/** The content types that go to the trash when deleted. */
export const trashType = z.enum(['event', 'news', 'area']);
export type TrashType = z.infer<typeof trashType>;

/** Which item of the trash a restore or purge names. */
export const trashTarget = z.object({ type: trashType, id: z.string() });
