import { useForm, type FormErrors } from '@mantine/form';
import { createElement, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useIsVn } from '@/lib/state.ts';
import {
  fieldErrors,
  retryAfterOf,
  serverErrors,
  serverFieldErrors,
  tooManyError,
  type FieldError,
} from './field-errors.ts';
import { FieldMessage } from './public-form.tsx';
import { thanksPath } from '@gateway/lib/site-paths.ts';

/** Each error as an element that words itself in the current language (re-worded on a switch). */
function asNodes(errors: Record<string, FieldError>): FormErrors {
  const nodes: FormErrors = {};
  for (const [field, error] of Object.entries(errors)) nodes[field] = createElement(FieldMessage, { error });
  return nodes;
}

/**
 * A public form's state: checked in the browser with the gateway's schema, sent with `send`, then
 * the thank-you page; field errors the gateway answers are shown on their fields, worded alike.
 * The schema (and zod, ~88 kB of script) is imported when the visitor first touches the form
 * (`warm`, on focus) or sends it, not with the page: the page is read long before it is filled in.
 */
export function usePublicForm<V extends Record<string, any>, S extends z.ZodObject = z.ZodObject>({
  initialValues,
  schema,
  toInput = (values) => values,
  check,
  send,
  from,
}: {
  initialValues: V;
  /** Imports the gateway's input schema (shared with its REST and GraphQL doors). */
  schema: () => Promise<S>;
  /** The values as the schema reads them, e.g. an empty number field as NaN. */
  toInput?: (values: V, isVn: boolean) => Record<string, unknown>;
  /** Rules beyond the schema that depend on what the page knows (e.g. an event's places left). */
  check?: (values: V) => Record<string, FieldError>;
  /**
   * `website` is the honeypot's value (empty for people). A `manageUrl` in the answer is handed to
   * the thank-you page, which links it.
   */
  send: (values: V, isVn: boolean, honeypot: { website?: string }, schema: S) => Promise<unknown>;
  /** Where the thank-you page says the visitor came from. */
  from: 'booking' | 'contact';
}) {
  const isVn = useIsVn();
  const navigate = useNavigate();
  /** Set when the gateway refused the submission as one too many: the wait, worded in place. */
  const [tooMany, setTooMany] = useState<FieldError | undefined>();
  const loaded = useRef<{ schema?: S; loading?: Promise<S> }>({});
  const warm = () =>
    (loaded.current.loading ??= schema().then(
      (s) => (loaded.current.schema = s),
      (error: unknown) => {
        loaded.current.loading = undefined; // the next send tries again
        throw error;
      },
    ));
  // The honeypot's value, read when the form is sent (the check waits for the schema).
  const website = useRef<string | undefined>(undefined);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const schema = loaded.current.schema;
      return asNodes({ ...check?.(values), ...(schema && fieldErrors(schema, toInput(values, isVn))) });
    },
  });
  const submitChecked = form.onSubmit(async (values) => {
    setTooMany(undefined);
    const schema = loaded.current.schema!;
    try {
      const sent = await send(values, isVn, { website: website.current }, schema);
      const manageUrl = (sent as { manageUrl?: unknown } | undefined)?.manageUrl;
      void navigate(thanksPath(from), typeof manageUrl === 'string' ? { state: { manageUrl } } : undefined);
    } catch (err) {
      const wait = retryAfterOf(err);
      if (wait) setTooMany(tooManyError(wait));
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length) {
        form.setErrors(asNodes(serverErrors(fields, schema, toInput(values, isVn))));
      }
    }
  });
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const trap = event?.currentTarget.elements.namedItem('website');
    website.current = (trap as HTMLInputElement | null)?.value || undefined;
    warm().then(
      () => submitChecked(),
      () => undefined,
    );
  };
  // On focus: a failed import is tried again when the form is sent.
  const warmQuietly = () => void warm().catch(() => undefined);
  return { form, submit, warm: warmQuietly, isVn, tooMany };
}
