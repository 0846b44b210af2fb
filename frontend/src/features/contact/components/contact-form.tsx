import { Alert, Button, Grid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useNavigate } from 'react-router-dom';
import { CONTACT_MESSAGE_MAX, contactMessageInput } from '@gateway/modules/contact/contact.schemas.ts';
import { localiseErrors, serverFieldErrors } from '@/features/booking/localise-errors.ts';
import { useIsVn } from '@/lib/state.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const validateSchema = schemaResolver(contactMessageInput, { sync: true });

export function ContactForm() {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const navigate = useNavigate();
  const [send, { loading, error }] = useSendContactMessage();
  const english = {
    name: t('contact.invalidName'),
    email: t('contact.invalidEmail'),
    phone: t('contact.invalidPhone'),
    subject: t('contact.invalidSubject'),
    message: t('contact.invalidMessage'),
  };
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '', subject: '', message: '' },
    validate: (values) => localiseErrors(validateSchema(values), isVn, english),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const input = contactMessageInput.parse(values);
      await send({ variables: { input: { ...input, phone: input.phone ?? '' } } });
      void navigate('/thanks?from=contact');
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(localiseErrors(fields, isVn, english));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.formTitle')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, custom: 6 }}>
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, custom: 6 }}>
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, custom: 6 }}>
          <TextInput
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, custom: 6 }}>
          <TextInput label={t('contact.subject')} withAsterisk {...form.getInputProps('subject')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('contact.message')}
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            maxLength={CONTACT_MESSAGE_MAX}
            {...form.getInputProps('message')}
          />
        </Grid.Col>
        {error && (
          <Grid.Col span={12}>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {t('contact.failed')}
            </Alert>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Button type="submit" size="md" radius="xl" loading={loading}>
            {t('contact.submit')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
