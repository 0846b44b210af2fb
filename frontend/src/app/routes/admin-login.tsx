import '@mantine/core/styles.layer.css';
import { Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginInput, useLogin } from '@/features/admin/auth/api/login.ts';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage, serverFieldErrors, zodValidate } from '@/features/admin/lib/form.ts';
import { tokens } from '@/lib/cookies.ts';
import { useIsVn } from '@/lib/state.ts';

/** Where to go after signing in: the admin page that sent the visitor here, else /admin/dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : '/admin/dashboard';
}

/** /admin: the sign-in screen; success opens the page that was asked for, else /admin/dashboard. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const target = returnPath(useLocation().state);
  const [login, { loading }] = useLogin();
  const isVn = useIsVn();
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
      await login({ email: values.email.trim(), password: values.password, language: isVn ? 'vi' : 'en' });
      navigate(target, { replace: true });
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Đăng nhập quản trị"
      subtitle="Dùng tài khoản quản trị viên hoặc biên tập viên"
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
        label="Mật khẩu"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <Button type="submit" loading={loading} fullWidth mt="sm">
        Đăng nhập
      </Button>
      <Anchor component={Link} to="/admin/forgot-password" size="sm" ta="center">
        {isVn ? 'Quên mật khẩu?' : 'Forgot password?'}
      </Anchor>
    </AuthCard>
  );
}
