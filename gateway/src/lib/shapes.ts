// The building blocks of the entities' public shapes (modules/*/*.schemas.ts): one declaration of
// each answer feeds the services' types (z.output), the OpenAPI document and the contract tests.
// Imports only zod: the frontend may use the schemas files.
import { z } from 'zod';

export const objectIdString = z.string().regex(/^[a-f0-9]{24}$/);

/** A moment: a Date in the gateway (z.output), an ISO 8601 string in a JSON answer (z.input). */
export const stamp = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A numbered page of items; strict like every answer shape, so an undeclared field is caught. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A page that can also be continued by cursor. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `after` for the next page, however the list changed; null on the last' }),
  });
