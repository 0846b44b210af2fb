import { Alert, Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage } from '@/features/admin/lib/form.ts';
import { acceptInvitationInput, useAcceptInvitation } from '@/features/admin/staff/api/staff.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

/** /admin/accept-invitation#token=…: the invited person chooses a password (the link works once). */
export function AcceptInvitation() {
  const { t } = useAdminT();
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  const [accept, { loading }] = useAcceptInvitation();
  const [email, setEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; link: boolean } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', password: '', confirm: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!acceptInvitationInput.shape.password.safeParse(values.password).success)
        errors.password = t('auth.acceptInvitation.passwordLength');
      if (values.confirm !== values.password) errors.confirm = t('auth.acceptInvitation.passwordsDiffer');
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await accept({
        variables: { token, password: values.password, name: values.name.trim() || undefined },
      });
      setEmail(data?.acceptInvitation.email ?? '');
    } catch (error) {
      const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
      if (code === 'GONE' || code === 'BAD_USER_INPUT')
        setFailure({
          link: true,
          message: t('auth.acceptInvitation.invitationUsed'),
        });
      else setFailure({ link: false, message: errorMessage(error) });
    }
  });

  if (email !== null)
    return (
      <AuthCard title={t('auth.acceptInvitation.welcome')}>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t('auth.acceptInvitation.passwordSet', { email })}
        </Alert>
        <Button component={Link} to={ADMIN_PATHS.signIn} fullWidth>
          {t('auth.acceptInvitation.signIn')}
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('auth.acceptInvitation.title')}
      subtitle={t('auth.acceptInvitation.subtitle')}
      onSubmit={submit}
    >
      {!token || failure ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure?.message ?? t('auth.acceptInvitation.linkInvalid')}
        </Alert>
      ) : null}
      <TextInput
        label={t('auth.acceptInvitation.name')}
        autoComplete="name"
        {...form.getInputProps('name')}
      />
      <PasswordInput
        label={t('auth.acceptInvitation.newPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('auth.acceptInvitation.repeatPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
      />
      <Button type="submit" loading={loading} disabled={!token} fullWidth mt="sm">
        {t('auth.acceptInvitation.save')}
      </Button>
      <Anchor component={Link} to={ADMIN_PATHS.signIn} size="sm" ta="center">
        {t('auth.acceptInvitation.signIn')}
      </Anchor>
    </AuthCard>
  );
}
