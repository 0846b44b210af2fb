import { Alert, Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/admin/auth/auth-card.tsx';
import { errorMessage } from '@/features/admin/lib/form.ts';
import { acceptInvitationInput, useAcceptInvitation } from '@/features/admin/staff/api/staff.ts';
import { useIsVn } from '@/lib/state.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

/** /admin/accept-invitation#token=…: the invited person chooses a password (the link works once). */
export function AcceptInvitation() {
  const isVn = useIsVn();
  const t = (vi: string, en: string) => (isVn ? vi : en);
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
        errors.password = t('Mật khẩu cần 8 đến 200 ký tự', 'Use 8 to 200 characters');
      if (values.confirm !== values.password)
        errors.confirm = t('Hai mật khẩu không khớp', 'The passwords do not match');
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
          message: t(
            'Lời mời này đã được dùng, đã hết hạn hoặc đã được thay bằng lời mời mới. Hãy nhờ quản trị viên gửi lại.',
            'This invitation was used already, has expired or was replaced by a newer one. Ask an administrator to send it again.',
          ),
        });
      else setFailure({ link: false, message: errorMessage(error) });
    }
  });

  if (email !== null)
    return (
      <AuthCard title={t('Chào mừng bạn!', 'Welcome!')}>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t(
            `Mật khẩu đã được đặt. Hãy đăng nhập bằng ${email}.`,
            `Your password is set. Sign in with ${email}.`,
          )}
        </Alert>
        <Button component={Link} to={ADMIN_PATHS.signIn} fullWidth>
          {t('Đăng nhập', 'Sign in')}
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('Nhận lời mời', 'Accept the invitation')}
      subtitle={t('Chọn mật khẩu cho tài khoản của bạn.', 'Choose the password of your account.')}
      onSubmit={submit}
    >
      {!token || failure ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {failure?.message ??
            t(
              'Liên kết không hợp lệ. Hãy mở đúng liên kết trong thư.',
              'This link is not valid. Please open the link from the email.',
            )}
        </Alert>
      ) : null}
      <TextInput label={t('Họ tên', 'Name')} autoComplete="name" {...form.getInputProps('name')} />
      <PasswordInput
        label={t('Mật khẩu mới', 'New password')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('Nhập lại mật khẩu mới', 'Repeat the new password')}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
      />
      <Button type="submit" loading={loading} disabled={!token} fullWidth mt="sm">
        {t('Đặt mật khẩu', 'Set the password')}
      </Button>
      <Anchor component={Link} to={ADMIN_PATHS.signIn} size="sm" ta="center">
        {t('Đăng nhập', 'Sign in')}
      </Anchor>
    </AuthCard>
  );
}
