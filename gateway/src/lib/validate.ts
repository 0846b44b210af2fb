import type { z } from 'zod';
import { badInput, fieldsFromZod } from './errors.ts';

/** Parses input with a zod schema, turning failures into a BAD_USER_INPUT naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput('Invalid input', fieldsFromZod(result.error));
  return result.data;
}
