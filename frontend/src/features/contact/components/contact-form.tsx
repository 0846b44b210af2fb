import { Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CONTACT_MESSAGE_MAX, contactMessageInput } from '@gateway/modules/contact/contact.schemas.ts';
import { ContactField, FullCol, HalfCol, PublicFormShell } from '@/features/forms/public-form.tsx';
import { usePublicForm } from '@/features/forms/use-public-form.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const validateSchema = schemaResolver(contactMessageInput, { sync: true });

export function ContactForm() {
  const { t } = useTranslation();
  const [send, { loading, error }] = useSendContactMessage();
  const { form, submit } = usePublicForm({
    initialValues: { name: '', email: '', phone: '', subject: '', message: '' },
    check: (values) => validateSchema(values),
    english: {
      name: t('contact.invalidName'),
      email: t('contact.invalidEmail'),
      phone: t('contact.invalidPhone'),
      subject: t('contact.invalidSubject'),
      message: t('contact.invalidMessage'),
    },
    send: async (values) => {
      const input = contactMessageInput.parse(values);
      await send({ variables: { input: { ...input, phone: input.phone ?? '' } } });
    },
    from: 'contact',
  });
  return (
    <PublicFormShell
      label={t('contact.formTitle')}
      onSubmit={submit}
      failed={Boolean(error)}
      failedText={t('contact.failed')}
      submitLabel={t('contact.submit')}
      loading={loading}
    >
      <HalfCol>
        <ContactField kind="name" label={t('contact.name')} withAsterisk {...form.getInputProps('name')} />
      </HalfCol>
      <HalfCol>
        <ContactField kind="email" label={t('contact.email')} withAsterisk {...form.getInputProps('email')} />
      </HalfCol>
      <HalfCol>
        <ContactField kind="tel" label={t('contact.phone')} {...form.getInputProps('phone')} />
      </HalfCol>
      <HalfCol>
        <TextInput label={t('contact.subject')} withAsterisk {...form.getInputProps('subject')} />
      </HalfCol>
      <FullCol>
        <Textarea
          label={t('contact.message')}
          withAsterisk
          autosize
          minRows={5}
          maxRows={12}
          maxLength={CONTACT_MESSAGE_MAX}
          {...form.getInputProps('message')}
        />
      </FullCol>
    </PublicFormShell>
  );
}
