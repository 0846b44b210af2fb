import { Alert, Anchor, Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { resetPasswordInput, useResetPassword } from '@/features/admin/auth/api/recovery.ts';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage } from '@/features/admin/lib/form.ts';
import { useIsVn } from '@/lib/state.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

/** The mail's link carries the token in the fragment (#token=…), which never reaches a server. */
function tokenFrom(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** /admin/reset-password#token=…: choose a new password; every session of the account ends. */
export function ResetPassword() {
  const isVn = useIsVn();
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
        errors.password = isVn ? 'Mật khẩu cần 8 đến 200 ký tự' : 'Use 8 to 200 characters';
      if (values.confirm !== values.password)
        errors.confirm = isVn ? 'Hai mật khẩu không khớp' : 'The passwords do not match';
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
          message: isVn
            ? 'Liên kết này đã được dùng, đã hết hạn hoặc không hợp lệ. Hãy yêu cầu một liên kết mới.'
            : 'This link was used already, has expired or is not valid. Please ask for a new one.',
        });
      else setFailure({ expired: false, message: errorMessage(error) });
    }
  });

  const signIn = (
    <Anchor component={Link} to={ADMIN_PATHS.signIn} size="sm" ta="center">
      {isVn ? 'Đăng nhập' : 'Sign in'}
    </Anchor>
  );

  if (done)
    return (
      <AuthCard title={isVn ? 'Đã đặt mật khẩu mới' : 'Your password is set'}>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {isVn
            ? 'Mọi phiên đăng nhập cũ đã kết thúc. Hãy đăng nhập bằng mật khẩu mới.'
            : 'Every earlier session has ended. Sign in with your new password.'}
        </Alert>
        <Button component={Link} to={ADMIN_PATHS.signIn} fullWidth>
          {isVn ? 'Đăng nhập' : 'Sign in'}
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard
      title={isVn ? 'Đặt mật khẩu mới' : 'Choose a new password'}
      subtitle={isVn ? 'Ít nhất 8 ký tự.' : 'At least 8 characters.'}
      onSubmit={submit}
    >
      {!token || failure?.expired ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure?.message ??
            (isVn
              ? 'Liên kết không hợp lệ. Hãy mở đúng liên kết trong thư.'
              : 'This link is not valid. Please open the link from the email.')}{' '}
          <Anchor component={Link} to={ADMIN_PATHS.forgotPassword} size="sm">
            {isVn ? 'Yêu cầu liên kết mới' : 'Ask for a new link'}
          </Anchor>
        </Alert>
      ) : failure ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <PasswordInput
        label={isVn ? 'Mật khẩu mới' : 'New password'}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={isVn ? 'Nhập lại mật khẩu mới' : 'Repeat the new password'}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
      />
      <Button type="submit" loading={loading} disabled={!token} fullWidth mt="sm">
        {isVn ? 'Lưu mật khẩu' : 'Save the password'}
      </Button>
      {signIn}
    </AuthCard>
  );
}
