import { Alert, Anchor, Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { resetPasswordInput, useResetPassword } from '@/features/admin/auth/api/recovery.ts';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage } from '@/features/admin/lib/form.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

/** The mail's link carries the token in the fragment (#token=…), which never reaches a server. */
function tokenFrom(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** /admin/reset-password#token=…: choose a new password; every session of the account ends. */
export function ResetPassword() {
  const { t } = useAdminT();
  const token = tokenFrom(useLocation().hash);
  const [reset, { loading }] = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!resetPasswordInput.shape.password.safeParse(values.password).success)
        errors.password = t('auth.resetPassword.passwordLength');
      if (values.confirm !== values.password) errors.confirm = t('auth.resetPassword.passwordsDiffer');
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await reset({ variables: { token, password: values.password } });
      setDone(true);
    } catch (error) {
      const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
      if (code === 'GONE' || code === 'BAD_USER_INPUT')
        setFailure({
          expired: true,
          message: t('auth.resetPassword.linkUsed'),
        });
      else setFailure({ expired: false, message: errorMessage(error) });
    }
  });

  const signIn = (
    <Anchor component={Link} to={ADMIN_PATHS.signIn} size="sm" ta="center">
      {t('auth.resetPassword.signIn')}
    </Anchor>
  );

  if (done)
    return (
      <AuthCard title={t('auth.resetPassword.doneTitle')}>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t('auth.resetPassword.doneText')}
        </Alert>
        <Button component={Link} to={ADMIN_PATHS.signIn} fullWidth>
          {t('auth.resetPassword.signIn')}
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      onSubmit={submit}
    >
      {!token || failure?.expired ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure?.message ?? t('auth.resetPassword.linkInvalid')}{' '}
          <Anchor component={Link} to={ADMIN_PATHS.forgotPassword} size="sm">
            {t('auth.resetPassword.askNewLink')}
          </Anchor>
        </Alert>
      ) : failure ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <PasswordInput
        label={t('auth.resetPassword.newPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('auth.resetPassword.repeatPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
      />
      <Button type="submit" loading={loading} disabled={!token} fullWidth mt="sm">
        {t('auth.resetPassword.save')}
      </Button>
      {signIn}
    </AuthCard>
  );
}
