import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { tVi } from '@/features/admin/i18n/index.ts';
// The gateway's own slug rule, so a proposed slug is the one it will store.
export { slugify } from '@gateway/lib/slugify.ts';

type Errors = Record<string, string>;

/**
 * Mantine form's `validate` from a zod schema (mantine-form-zod-resolver is not installed):
 * zod's issue paths become Mantine's dotted field paths ("slides.0.link").
 */
export function zodValidate<T>(schema: z.ZodType, pick?: (values: T) => unknown) {
  return (values: T): Errors => {
    const result = schema.safeParse(pick ? pick(values) : values);
    if (result.success) return {};
    const errors: Errors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/** The gateway's `extensions.fields` (GraphQL) or `error.fields` (REST), keyed by field path. */
export function serverFieldErrors(error: unknown): Errors {
  if (CombinedGraphQLErrors.is(error)) {
    const fields: Errors = {};
    for (const e of error.errors) Object.assign(fields, (e.extensions?.fields as Errors | undefined) ?? {});
    return fields;
  }
  const rest = (error as { fields?: Errors } | undefined)?.fields;
  return rest ?? {};
}

export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('; ');
  if (ServerError.is(error)) return tVi('common.serverError', { status: error.statusCode });
  if (error instanceof Error) return error.message;
  return tVi('common.error');
}

/**
 * Staff toasts sit at the top centre: at the top right they covered the editor drawer's close
 * button, and a toast under the pointer does not close while hovered.
 */
export const ADMIN_TOAST_POSITION = 'top-center';

export function toastSuccess(message: string): void {
  notifications.show({
    color: 'teal',
    title: tVi('common.success'),
    message,
    position: ADMIN_TOAST_POSITION,
  });
}

export function toastError(error: unknown, title = tVi('common.saveFailed')): void {
  notifications.show({ color: 'red', title, message: errorMessage(error), position: ADMIN_TOAST_POSITION });
}

/**
 * Puts the gateway's field errors on the form (input paths may be prefixed with `input.`) and
 * shows the message as a toast.
 */
export function showServerErrors(
  form: { setErrors: (errors: Errors) => void },
  error: unknown,
  title?: string,
): void {
  const fields = serverFieldErrors(error);
  const mapped: Errors = {};
  for (const [key, value] of Object.entries(fields)) mapped[key.replace(/^input\./, '')] = value;
  if (Object.keys(mapped).length) form.setErrors(mapped);
  toastError(error, title);
}
