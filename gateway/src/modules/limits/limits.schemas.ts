import { z } from 'zod';

// Shared with the public forms: this file imports nothing but zod.

/**
 * A field hidden from people and assistive technology: only bots fill it. A submission that does is
 * answered like a success and dropped. Any string is accepted, so that the answer gives nothing away.
 */
export const honeypotField = z
  .string()
  .optional()
  .meta({ description: 'Leave empty (a field hidden from people; bots fill it).' });
