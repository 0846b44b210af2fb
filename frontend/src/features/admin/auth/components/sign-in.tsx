import { Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginInput, useLogin } from '@/features/admin/auth/api/login.ts';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage, serverFieldErrors, zodValidate } from '@/features/admin/lib/form.ts';
import { tokens } from '@/lib/cookies.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

/** Where to go after signing in: the admin page that sent the visitor here, else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(`${ADMIN_PATHS.signIn}/`) ? from : ADMIN_PATHS.dashboard;
}

/** /admin: the sign-in screen; success opens the page that was asked for, else the dashboard. */
export function SignIn() {
  const navigate = useNavigate();
  const target = returnPath(useLocation().state);
  const [login, { loading }] = useLogin();
  const { language, t, tVi } = useAdminT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginInput),
  });

  if (tokens.access) return <Navigate to={target} replace />;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await login({ email: values.email.trim(), password: values.password, language });
      navigate(target, { replace: true });
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title={tVi('auth.signIn.title')}
      subtitle={tVi('auth.signIn.subtitle')}
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
      <PasswordInput
        label={tVi('auth.signIn.password')}
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <Button type="submit" loading={loading} fullWidth mt="sm">
        {tVi('auth.signIn.submit')}
      </Button>
      <Anchor component={Link} to={ADMIN_PATHS.forgotPassword} size="sm" ta="center">
        {t('auth.signIn.forgotPassword')}
      </Anchor>
    </AuthCard>
  );
}
