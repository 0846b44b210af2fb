import { z } from 'zod';

/**
 * Keyset pagination: a cursor names the last item shown by its sort key (a time in ms) and id, so
 * the next page starts right after it however many items were added or removed in front of it.
 * Opaque to clients: the time in base 36 and the id, `<time>.<id>` (no Node-only code: the schemas
 * that use it are shared with the frontend).
 */
export type Cursor = readonly [number, string];

export const encodeCursor = (time: number, id: string) => `${time.toString(36)}.${id}`;

function decode(text: string): Cursor | undefined {
  const match = /^(-?[0-9a-z]{1,12})\.([0-9a-f]{24})$/.exec(text);
  if (!match) return undefined;
  const time = parseInt(match[1]!, 36);
  return Number.isFinite(time) ? [time, match[2]!] : undefined;
}

/** `after`: the `nextCursor` of the previous page. */
export const cursorField = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const cursor = decode(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'Con trỏ trang không hợp lệ' });
      return z.NEVER;
    }
    return cursor;
  });
