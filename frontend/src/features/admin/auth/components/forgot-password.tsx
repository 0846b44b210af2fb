import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordInput, useRequestPasswordReset } from '@/features/admin/auth/api/recovery.ts';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage } from '@/features/admin/lib/form.ts';
import { useIsVn } from '@/lib/state.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

/** /admin/forgot-password: asks for a reset link; the answer is the same for any address. */
export function ForgotPassword() {
  const isVn = useIsVn();
  const [request, { loading }] = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) =>
      forgotPasswordInput.safeParse(values).success
        ? {}
        : { email: isVn ? 'Email không hợp lệ' : 'Please enter a valid email address' },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await request({ variables: { email: values.email.trim(), language: isVn ? 'vi' : 'en' } });
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const back = (
    <Anchor component={Link} to={ADMIN_PATHS.signIn} size="sm" ta="center">
      {isVn ? 'Quay lại đăng nhập' : 'Back to sign in'}
    </Anchor>
  );

  if (sent)
    return (
      <AuthCard title={isVn ? 'Kiểm tra hộp thư' : 'Check your inbox'}>
        <Alert color="teal" icon={<IconMailCheck size={18} />} role="status">
          {isVn
            ? 'Nếu địa chỉ này là một tài khoản, chúng tôi đã gửi liên kết đặt lại mật khẩu. Liên kết dùng được một lần trong 30 phút.'
            : 'If this address belongs to an account, we have sent it a link to reset the password. The link works once, for 30 minutes.'}
        </Alert>
        {back}
      </AuthCard>
    );

  return (
    <AuthCard
      title={isVn ? 'Quên mật khẩu' : 'Forgot password'}
      subtitle={
        isVn
          ? 'Nhập email của bạn, chúng tôi sẽ gửi liên kết đặt lại mật khẩu.'
          : 'Enter your email and we will send you a link to reset your password.'
      }
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
        {isVn ? 'Gửi liên kết' : 'Send the link'}
      </Button>
      {back}
    </AuthCard>
  );
}
