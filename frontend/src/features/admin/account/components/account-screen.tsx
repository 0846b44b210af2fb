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
import { useAdminT } from '@/features/admin/i18n/index.ts';

function ProfileForm({ name, email, role }: { name: string; email: string; role: string }) {
  const { t } = useAdminT();
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
      toastSuccess(t('account.nameSaved'));
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toastError(error, t('account.nameFailed'));
    }
  });
  return (
    <Paper component="form" onSubmit={submit} withBorder radius="md" p="md" noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('account.profile')}
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
            {role === 'admin' ? t('account.administrator') : t('account.editor')}
          </Badge>
        </Group>
        <TextInput label={t('account.name')} required maxLength={100} {...form.getInputProps('name')} />
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!form.isDirty()}>
            {t('account.saveName')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function PasswordForm() {
  const { t } = useAdminT();
  const [change, { loading }] = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...zodValidate(changePasswordInput)(values),
      ...(values.confirmPassword !== values.newPassword
        ? { confirmPassword: t('account.passwordsDiffer') }
        : {}),
    }),
  });
  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change({ currentPassword, newPassword });
      form.reset();
      toastSuccess(t('account.passwordChanged'));
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toastError(error, t('account.passwordFailed'));
    }
  });
  return (
    <Paper component="form" onSubmit={submit} withBorder radius="md" p="md" noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('account.changePassword')}
      </Title>
      <Stack gap="sm">
        <PasswordInput
          label={t('account.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('account.newPassword')}
          description={t('account.passwordHint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('account.repeatPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {t('account.changePassword')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const DEVICE_ICON = { mobile: IconDeviceMobile, tablet: IconDeviceTablet } as const;

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useAdminT();
  const [end, { loading }] = useEndAccountSession();
  const Icon = DEVICE_ICON[session.deviceType as keyof typeof DEVICE_ICON] ?? IconDeviceDesktop;
  const title = [session.browser, session.os].filter(Boolean).join(' · ') || t('account.unknownBrowser');
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
                  {t('account.thisDevice')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {t('account.ipAddress')}: {session.ip || '—'}
            </Text>
            {/* Each date kept whole: at 390 px the line wraps between them, not inside one. */}
            <Text size="xs" c="dimmed">
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('account.signedIn')} {formatVenue(session.signedInAt)} ·
              </span>{' '}
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('account.lastUsed')} {formatVenue(session.lastUsedAt)}
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
            aria-label={t('account.endSession', { title })}
            onClick={() =>
              void end({ variables: { id: session.id } }).then(
                () => toastSuccess(t('account.sessionEnded')),
                (error: unknown) => toastError(error, t('account.endFailed')),
              )
            }
          >
            {t('account.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function Sessions({ sessions }: { sessions: AccountSession[] }) {
  const { t } = useAdminT();
  const [endOthers, { loading }] = useEndOtherAccountSessions();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconDevices size={20} stroke={1.6} />
          <Title order={2} size="h4">
            {t('account.sessions')}
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
                  t('account.othersSignedOut', { count: data?.endOtherAccountSessions.ended ?? 0 }),
                ),
              (error: unknown) => toastError(error, t('account.failed')),
            )
          }
        >
          {t('account.signOutEverywhereElse')}
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
  const { t } = useAdminT();
  const account = useAccount();
  const data = account.data;
  return (
    <AdminPage title={t('account.title')} description={t('account.description')}>
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
