import {
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconLogout2,
  IconDevices,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  accountProfileInput,
  changePasswordInput,
  useAccount,
  useChangePassword,
  useEndAccountSession,
  useEndOtherAccountSessions,
  useUpdateAccount,
  type AccountSession,
} from '@/features/admin/account/api/account.ts';
import { AdminPage, FailureState, LoadingState } from '@/features/admin/components/admin-page.tsx';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { serverFieldErrors, toastError, toastSuccess, zodValidate } from '@/features/admin/lib/form.ts';
import { useIsVn } from '@/lib/state.ts';

function useT() {
  const isVn = useIsVn();
  return (vi: string, en: string) => (isVn ? vi : en);
}

function ProfileForm({ name, email, role }: { name: string; email: string; role: string }) {
  const t = useT();
  const [update, { loading }] = useUpdateAccount();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name },
    validate: zodValidate(accountProfileInput),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    setValues({ name });
    resetDirty({ name });
    // Only when the saved name changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  const submit = form.onSubmit(async (values) => {
    try {
      await update({ variables: { name: values.name } });
      toastSuccess(t('Đã lưu tên', 'Name saved'));
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toastError(error, t('Không lưu được tên', 'The name was not saved'));
    }
  });
  return (
    <Paper component="form" onSubmit={submit} withBorder radius="md" p="md" noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('Thông tin cá nhân', 'Profile')}
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Email:
          </Text>
          <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
            {email}
          </Text>
          <Badge variant="light" color={role === 'admin' ? 'gold' : 'gray'}>
            {role === 'admin' ? t('Quản trị viên', 'Administrator') : t('Biên tập viên', 'Editor')}
          </Badge>
        </Group>
        <TextInput label={t('Họ tên', 'Name')} required maxLength={100} {...form.getInputProps('name')} />
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!form.isDirty()}>
            {t('Lưu tên', 'Save name')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function PasswordForm() {
  const t = useT();
  const [change, { loading }] = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...zodValidate(changePasswordInput)(values),
      ...(values.confirmPassword !== values.newPassword
        ? { confirmPassword: t('Mật khẩu nhập lại không khớp', 'The passwords do not match') }
        : {}),
    }),
  });
  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change({ currentPassword, newPassword });
      form.reset();
      toastSuccess(
        t(
          'Đã đổi mật khẩu. Các phiên khác đã được đăng xuất.',
          'Password changed. Your other sessions were signed out.',
        ),
      );
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toastError(error, t('Không đổi được mật khẩu', 'The password was not changed'));
    }
  });
  return (
    <Paper component="form" onSubmit={submit} withBorder radius="md" p="md" noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('Đổi mật khẩu', 'Change password')}
      </Title>
      <Stack gap="sm">
        <PasswordInput
          label={t('Mật khẩu hiện tại', 'Current password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('Mật khẩu mới', 'New password')}
          description={t('Ít nhất 8 ký tự', 'At least 8 characters')}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('Nhập lại mật khẩu mới', 'Repeat the new password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {t('Đổi mật khẩu', 'Change password')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const DEVICE_ICON = { mobile: IconDeviceMobile, tablet: IconDeviceTablet } as const;

function SessionRow({ session }: { session: AccountSession }) {
  const t = useT();
  const [end, { loading }] = useEndAccountSession();
  const Icon = DEVICE_ICON[session.deviceType as keyof typeof DEVICE_ICON] ?? IconDeviceDesktop;
  const title =
    [session.browser, session.os].filter(Boolean).join(' · ') || t('Trình duyệt không rõ', 'Unknown browser');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="account-session"
      data-current={session.current || undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color={session.current ? 'teal' : 'gray'} size="lg" radius="md">
            <Icon size={20} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {title}
              </Text>
              {session.current ? (
                <Badge color="teal.9" size="sm">
                  {t('Thiết bị này', 'This device')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {t('Địa chỉ IP', 'IP address')}: {session.ip || '—'}
            </Text>
            {/* Each date kept whole: at 390 px the line wraps between them, not inside one. */}
            <Text size="xs" c="dimmed">
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('Đăng nhập', 'Signed in')} {formatVenue(session.signedInAt)} ·
              </span>{' '}
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('Dùng lần cuối', 'Last used')} {formatVenue(session.lastUsedAt)}
              </span>
            </Text>
          </Stack>
        </Group>
        {session.current ? null : (
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={loading}
            style={{ flexShrink: 0 }}
            aria-label={t(`Kết thúc phiên ${title}`, `End session ${title}`)}
            onClick={() =>
              void end({ variables: { id: session.id } }).then(
                () => toastSuccess(t('Đã kết thúc phiên', 'Session ended')),
                (error: unknown) =>
                  toastError(error, t('Không kết thúc được phiên', 'The session was not ended')),
              )
            }
          >
            {t('Kết thúc', 'End')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function Sessions({ sessions }: { sessions: AccountSession[] }) {
  const t = useT();
  const [endOthers, { loading }] = useEndOtherAccountSessions();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconDevices size={20} stroke={1.6} />
          <Title order={2} size="h4">
            {t('Phiên đăng nhập', 'Sessions')}
          </Title>
        </Group>
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconLogout2 size={16} />}
          loading={loading}
          disabled={others === 0}
          onClick={() =>
            void endOthers().then(
              ({ data }) =>
                toastSuccess(
                  t(
                    `Đã đăng xuất ${data?.endOtherAccountSessions.ended ?? 0} phiên khác`,
                    `Signed out of ${data?.endOtherAccountSessions.ended ?? 0} other sessions`,
                  ),
                ),
              (error: unknown) => toastError(error, t('Không thực hiện được', 'That did not work')),
            )
          }
        >
          {t('Đăng xuất mọi phiên khác', 'Sign out everywhere else')}
        </Button>
      </Group>
      <Stack gap="xs">
        {sessions.map((s) => (
          <SessionRow key={s.id} session={s} />
        ))}
      </Stack>
    </Paper>
  );
}

/** /admin/account: everyone signed in sees and changes their own name, password and sessions. */
export function AccountScreen() {
  const t = useT();
  const account = useAccount();
  const data = account.data;
  return (
    <AdminPage
      title={t('Tài khoản của tôi', 'My account')}
      description={t(
        'Tên hiển thị, mật khẩu và các thiết bị đang đăng nhập.',
        'Your display name, password and the devices signed in.',
      )}
    >
      {account.error && !data ? <FailureState error={account.error} /> : null}
      {!data && !account.error ? <LoadingState /> : null}
      {data ? (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ProfileForm name={data.account.name} email={data.account.email} role={data.account.role} />
            <PasswordForm />
          </SimpleGrid>
          <Sessions sessions={data.accountSessions} />
        </>
      ) : null}
    </AdminPage>
  );
}
