import '@mantine/core/styles.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginInput, useLogin } from '@/features/admin/auth/api/login.ts';
import { errorMessage, serverFieldErrors, zodValidate } from '@/features/admin/lib/form.ts';
import { tokens } from '@/lib/cookies.ts';
import { useIsVn } from '@/lib/state.ts';

/** Where to go after signing in: the admin page that sent the visitor here, else /admin/general. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : '/admin/general';
}

/** /admin: the sign-in screen; success opens the page that was asked for, else /admin/general. */
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
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper
        component="form"
        onSubmit={submit}
        withBorder
        shadow="sm"
        radius="lg"
        p="xl"
        w="100%"
        maw={420}
        noValidate
      >
        <Stack>
          <Stack gap={4} align="center">
            <IconLock size={32} color="var(--mantine-color-gold-6)" aria-hidden />
            {/* The screen's one h1, drawn at h2 size as before. */}
            <Title order={1} size="h2">
              Đăng nhập quản trị
            </Title>
            <Text c="dimmed" size="sm">
              Dùng tài khoản quản trị viên hoặc biên tập viên
            </Text>
          </Stack>
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          ) : null}
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
        </Stack>
      </Paper>
    </Center>
  );
}
