import { useForm, type FormValidateInput } from '@mantine/form';
import { useEffect, useState } from 'react';
import { showServerErrors, toastSuccess } from '../lib/form.ts';
import { useUnsavedGuard } from '../lib/use-unsaved-guard.ts';

/**
 * The form of a one-of-a-kind document (home settings, introduction): filled once the document
 * arrives, guarded while unsaved, saved with a toast, and refilled after a restore from its history.
 */
export function useSettingsForm<Doc, Values extends Record<string, unknown>>({
  doc,
  empty,
  toForm,
  validate,
  save,
  refetch,
  savedMessage,
}: {
  /** The stored document, once fetched. */
  doc: Doc | undefined;
  empty: Values;
  toForm: (doc: Doc) => Values;
  validate: FormValidateInput<Values>;
  save: (values: Values) => Promise<unknown>;
  /** Fetches the document again (after a restore). */
  refetch: () => Promise<Doc | undefined>;
  savedMessage: string;
}) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const form = useForm<Values>({ mode: 'controlled', initialValues: empty, validate });

  useEffect(() => {
    if (!doc) return;
    form.initialize(toForm(doc));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per fetched object
  }, [doc]);

  const dirty = form.isDirty();
  useUnsavedGuard(dirty);

  const submit = form.onSubmit(async (values) => {
    try {
      await save(values);
      form.resetDirty(values);
      toastSuccess(savedMessage);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  /** After a restore the form shows the restored document, saved (a restore is a save). */
  const restored = async () => {
    setHistoryOpen(false);
    const fresh = await refetch();
    if (!fresh) return;
    const next = toForm(fresh);
    form.setValues(next);
    form.resetDirty(next);
  };

  return { form, dirty, submit, restored, historyOpen, setHistoryOpen };
}
