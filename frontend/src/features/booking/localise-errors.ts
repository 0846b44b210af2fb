import type { FormErrors } from '@mantine/form';

/**
 * The shared zod schemas speak Vietnamese. In Vietnamese their precise messages are shown; in English
 * each failing field gets its English message instead.
 */
export function localiseErrors(
  errors: FormErrors,
  isVn: boolean,
  english: Record<string, string>,
): FormErrors {
  if (isVn) return errors;
  const out: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) out[field] = english[field] ?? message;
  return out;
}

/** Field errors the gateway returns (`extensions.fields`) for a rejected GraphQL mutation. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { errors?: { extensions?: { fields?: Record<string, string> } }[] } | null)
    ?.errors;
  return errors?.[0]?.extensions?.fields ?? {};
}
