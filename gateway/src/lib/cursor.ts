import { z } from 'zod';

/**
 * Keyset pagination: a cursor names the last item shown by its sort key (a time in ms) and id, so
 * the next page starts right after it however many items were added or removed in front of it.
 * Opaque to clients: base64url of `[time, id]`.
 */
export type Cursor = readonly [number, string];

export const encodeCursor = (time: number, id: string) =>
  Buffer.from(JSON.stringify([time, id])).toString('base64url');

function decode(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'number' &&
      Number.isFinite(value[0]) &&
      typeof value[1] === 'string' &&
      /^[0-9a-f]{24}$/.test(value[1])
    )
      return [value[0], value[1]];
  } catch {
    // not a cursor of ours
  }
  return undefined;
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
