import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordInput, useRequestPasswordReset } from '@/features/admin/auth/api/recovery.ts';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage } from '@/features/admin/lib/form.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

/** /admin/forgot-password: asks for a reset link; the answer is the same for any address. */
export function ForgotPassword() {
  const { language, t } = useAdminT();
  const [request, { loading }] = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) =>
      forgotPasswordInput.safeParse(values).success ? {} : { email: t('auth.forgotPassword.emailInvalid') },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await request({ variables: { email: values.email.trim(), language } });
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const back = (
    <Anchor component={Link} to={ADMIN_PATHS.signIn} size="sm" ta="center">
      {t('auth.forgotPassword.backToSignIn')}
    </Anchor>
  );

  if (sent)
    return (
      <AuthCard title={t('auth.forgotPassword.checkYourInbox')}>
        <Alert color="teal" icon={<IconMailCheck size={18} />} role="status">
          {t('auth.forgotPassword.sent')}
        </Alert>
        {back}
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      onSubmit={submit}
      failure={failure}
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        {...form.getInputProps('email')}
      />
      <Button type="submit" loading={loading} fullWidth mt="sm">
        {t('auth.forgotPassword.sendTheLink')}
      </Button>
      {back}
    </AuthCard>
  );
}
