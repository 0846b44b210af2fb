import type { z } from 'zod';
import { waitUnit } from '@gateway/modules/limits/limits.messages.ts';

/**
 * A public form's field errors as translation keys, not text: the shared zod schemas speak
 * Vietnamese to the API, while a form words each failed rule in the visitor's language at render
 * time, so a language switch re-words the errors already shown.
 */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

type Schema = z.ZodObject;
type Issue = z.core.$ZodIssue;

/** The bounds a number field of the schema declares (`.min()`/`.max()`), for the range message. */
function numberBounds(schema: Schema, field: string): { min: number; max: number } | undefined {
  const shape = schema.shape[field] as { minValue?: number | null; maxValue?: number | null } | undefined;
  if (shape?.minValue == null || shape.maxValue == null) return undefined;
  return { min: shape.minValue, max: shape.maxValue };
}

/** The message for one zod issue on a top-level field. */
export function errorOfIssue(
  schema: Schema,
  field: string,
  issue: Issue,
  values: Record<string, unknown>,
): FieldError {
  const range = numberBounds(schema, field);
  const rangeError = (): FieldError => ({ key: 'forms.range', values: range ?? {} });
  switch (issue.code) {
    case 'invalid_type':
      // `.int()` reports a fraction as the wrong type; anything else is a missing value.
      if (issue.expected === 'int' && range) return rangeError();
      return { key: `forms.required.${field}`, ...(range && { values: range }) };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { key: `forms.required.${field}` };
      if (issue.origin === 'number' && range) return rangeError();
      return { key: 'forms.tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'number' && range) return rangeError();
      return {
        key: 'forms.tooLong',
        values: { max: Number(issue.maximum), count: String(values[field] ?? '').trim().length },
      };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'forms.format.email' : `forms.format.${field}` };
    case 'custom': {
      const rule = (issue.params as { rule?: string } | undefined)?.rule;
      return { key: rule ? `forms.${rule}` : 'forms.rejected' };
    }
    default:
      return { key: 'forms.rejected' };
  }
}

/** The first failed rule of each field, checked with the gateway's own schema. */
export function fieldErrors(schema: Schema, values: Record<string, unknown>): Record<string, FieldError> {
  const result = schema.safeParse(values);
  const errors: Record<string, FieldError> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = errorOfIssue(schema, field, issue, values);
  }
  return errors;
}

/** Checks the service makes beyond the schema (gateway bookings.service.ts), by field. */
const SERVER_ONLY: Record<string, string> = {
  areaId: 'forms.areaUnknown',
  eventId: 'forms.eventUnavailable',
  // A closed day or a time outside the area's hours (capacity.service.ts slotOf).
  date: 'forms.dateClosed',
  timeSlot: 'forms.timeClosed',
};

/**
 * The gateway's 400 `fields` (Vietnamese text) as the same messages the form shows: a field the
 * schema rejects gets the schema's message; the rest are the service's own checks.
 */
export function serverErrors(
  fields: Record<string, string>,
  schema: Schema,
  values: Record<string, unknown>,
): Record<string, FieldError> {
  const checked = fieldErrors(schema, values);
  const errors: Record<string, FieldError> = {};
  for (const field of Object.keys(fields)) {
    // `slotFull` is a code, not text: the slot filled between choosing and sending.
    const key = fields[field] === 'slotFull' ? 'forms.slotFull' : SERVER_ONLY[field];
    errors[field] = checked[field] ?? { key: key ?? 'forms.rejected' };
  }
  return errors;
}

/** Field errors the gateway returns (`extensions.fields`) for a rejected GraphQL mutation. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { errors?: { extensions?: { fields?: Record<string, string> } }[] } | null)
    ?.errors;
  return errors?.[0]?.extensions?.fields ?? {};
}

/**
 * The seconds to wait when the gateway refused a submission as one too many (429,
 * `extensions.code = TOO_MANY_REQUESTS`), whether Apollo read the answer as GraphQL errors or,
 * with a plain JSON content type, kept it as the failed response's text.
 */
export function retryAfterOf(error: unknown): number | undefined {
  type Errors = { errors?: { extensions?: { code?: string; retryAfterSeconds?: number } }[] };
  let errors = (error as Errors | null)?.errors;
  const bodyText = (error as { bodyText?: unknown } | null)?.bodyText;
  if (!errors && typeof bodyText === 'string') {
    try {
      errors = (JSON.parse(bodyText) as Errors).errors;
    } catch {
      return undefined;
    }
  }
  const extensions = errors?.[0]?.extensions;
  if (extensions?.code !== 'TOO_MANY_REQUESTS') return undefined;
  return Math.max(1, Number(extensions.retryAfterSeconds) || 60);
}

/** The in-place message for a refused submission, worded at render time like the field errors. */
export function tooManyError(seconds: number): FieldError {
  const { count, unit } = waitUnit(seconds);
  return { key: `forms.tooMany.${unit}`, values: { count } };
}
