import { useForm, type FormErrors } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { localiseErrors, serverFieldErrors } from '@/features/booking/localise-errors.ts';
import { useIsVn } from '@/lib/state.ts';

/**
 * A public form's state: checked in the browser with the gateway's schema (`check`, messages in the
 * visitor's language: Vietnamese from the schema, `english` otherwise), sent with `send`, then the
 * thank-you page; field errors the gateway answers are shown on their fields.
 */
export function usePublicForm<V extends Record<string, any>>({
  initialValues,
  check,
  english,
  send,
  from,
}: {
  initialValues: V;
  check: (values: V, isVn: boolean) => FormErrors;
  english: Record<string, string>;
  send: (values: V, isVn: boolean) => Promise<unknown>;
  /** Where the thank-you page says the visitor came from. */
  from: 'booking' | 'contact';
}) {
  const isVn = useIsVn();
  const navigate = useNavigate();
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => localiseErrors(check(values, isVn), isVn, english),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await send(values, isVn);
      void navigate(`/thanks?from=${from}`);
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(localiseErrors(fields, isVn, english));
    }
  });
  return { form, submit, isVn };
}
