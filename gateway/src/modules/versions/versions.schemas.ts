import { z } from 'zod';

/** The content kept with a version history. */
export const versionType = z.enum(['event', 'news', 'area', 'tag', 'home', 'intro']);
export type VersionType = z.infer<typeof versionType>;

export const versionTarget = z.object({ type: versionType, id: z.string().trim().min(1).max(64) });
export const versionRestore = versionTarget.extend({ version: z.coerce.number().int().min(1) });
