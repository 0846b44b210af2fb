import { TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  ContactField,
  FullCol,
  GrowingTextarea,
  HalfCol,
  PublicFormShell,
  REQUIRED,
} from '@/components/forms/public-form.tsx';
import { usePublicForm } from '@/components/forms/use-public-form.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const loadSchema = () =>
  import('@gateway/modules/contact/contact.schemas.ts').then((m) => m.contactMessageInput);

export function ContactForm() {
  const { t } = useTranslation();
  const [send, { loading, error }] = useSendContactMessage();
  const { form, submit, warm, tooMany } = usePublicForm({
    initialValues: { name: '', email: '', phone: '', subject: '', message: '' },
    schema: loadSchema,
    send: async (values, vn, honeypot, schema) => {
      const input = schema.parse({ ...values, language: vn ? 'vi' : 'en', ...honeypot });
      await send({ variables: { input: { ...input, phone: input.phone ?? '' } } });
    },
    from: 'contact',
  });
  return (
    <PublicFormShell
      label={t('contact.formTitle')}
      onSubmit={submit}
      onFirstUse={warm}
      failed={Boolean(error)}
      failedText={t('contact.failed')}
      tooMany={tooMany}
      submitLabel={t('contact.submit')}
      loading={loading}
    >
      <HalfCol>
        <ContactField kind="name" label={t('contact.name')} {...REQUIRED} {...form.getInputProps('name')} />
      </HalfCol>
      <HalfCol>
        <ContactField
          kind="email"
          label={t('contact.email')}
          {...REQUIRED}
          {...form.getInputProps('email')}
        />
      </HalfCol>
      <HalfCol>
        <ContactField kind="tel" label={t('contact.phone')} {...form.getInputProps('phone')} />
      </HalfCol>
      <HalfCol>
        <TextInput label={t('contact.subject')} {...REQUIRED} {...form.getInputProps('subject')} />
      </HalfCol>
      <FullCol>
        <GrowingTextarea
          label={t('contact.message')}
          {...REQUIRED}
          minRows={5}
          maxRows={12}
          {...form.getInputProps('message')}
        />
      </FullCol>
    </PublicFormShell>
  );
}
