import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconMailForward, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMe } from '@/features/admin/auth/api/me.ts';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { AdminPage, FailureState, LoadingState } from '@/features/admin/components/admin-page.tsx';
import { serverFieldErrors, toastError, toastSuccess, zodValidate } from '@/features/admin/lib/form.ts';
import {
  inviteStaffInput,
  useDeleteInvitation,
  useInviteStaff,
  useResendInvitation,
  useSetStaffActive,
  useSetStaffRole,
  useStaff,
  type StaffMember,
} from '@/features/admin/staff/api/staff.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';

type Role = 'admin' | 'editor';
const when = (iso?: string | null) => (iso ? formatVenue(iso) : null);

function InviteForm() {
  const { language, t } = useAdminT();
  const [invite, { loading }] = useInviteStaff();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', name: '', role: 'editor' as Role },
    validate: zodValidate(inviteStaffInput),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await invite({ variables: { input: { ...values, language } } });
      toastSuccess(t('staff.invitationSent', { email: values.email }));
      form.reset();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toastError(error, t('staff.inviteFailed'));
    }
  });
  return (
    <Paper component="form" onSubmit={submit} withBorder radius="md" p="md" noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('staff.inviteTitle')}
      </Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          required
          style={{ flex: '1 1 200px' }}
          {...form.getInputProps('email')}
        />
        <TextInput label={t('staff.name')} style={{ flex: '1 1 160px' }} {...form.getInputProps('name')} />
        <Select
          label={t('staff.role')}
          allowDeselect={false}
          data={[
            { value: 'editor', label: t('staff.editor') },
            { value: 'admin', label: t('staff.administrator') },
          ]}
          style={{ flex: '0 1 180px' }}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={loading} leftSection={<IconUserPlus size={18} />}>
          {t('staff.sendInvitation')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('staff.inviteHint')}
      </Text>
    </Paper>
  );
}

function MemberCard({ member, self }: { member: StaffMember; self: boolean }) {
  const { language, t } = useAdminT();
  const [setRole] = useSetStaffRole();
  const [setActive] = useSetStaffActive();
  const [resend, resending] = useResendInvitation();
  const [remove, removing] = useDeleteInvitation();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toastSuccess(done);
    } catch (error) {
      toastError(error, t('staff.failed'));
    }
  };
  const lastSeen = when(member.lastSignInAt);
  return (
    <Paper withBorder radius="md" p="md" data-testid="staff-member">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs">
            {/* Wrapped, not cut: the address is who the person is (a long one lost its end). */}
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {member.name || member.email}
            </Text>
            {self ? (
              <Badge variant="light" color="gray">
                {t('staff.you')}
              </Badge>
            ) : null}
            {member.invitePending ? (
              <Badge color="yellow" variant="light">
                {t('staff.invitationPending')}
              </Badge>
            ) : !member.active ? (
              <Badge color="red" variant="light">
                {t('staff.deactivated')}
              </Badge>
            ) : null}
          </Group>
          {member.name ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="staff-email">
              {member.email}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {member.invitePending
              ? t('staff.inviteExpires', { when: when(member.inviteExpiresAt) ?? '' })
              : lastSeen
                ? t('staff.lastSignedIn', { when: lastSeen })
                : t('staff.neverSignedIn')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <Select
            aria-label={t('staff.roleOf', { email: member.email })}
            value={member.role}
            allowDeselect={false}
            w={170}
            data={[
              { value: 'editor', label: t('staff.editor') },
              { value: 'admin', label: t('staff.administrator') },
            ]}
            onChange={(role) =>
              role &&
              void run(
                () => setRole({ variables: { id: member.id, role: role as Role } }),
                t('staff.roleChanged'),
              )
            }
          />
          {member.invitePending ? (
            <>
              <Button
                variant="light"
                leftSection={<IconMailForward size={16} />}
                loading={resending.loading}
                onClick={() =>
                  void run(
                    () => resend({ variables: { id: member.id, language } }),
                    t('staff.invitationSentAgain'),
                  )
                }
              >
                {t('staff.resend')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={removing.loading}
                onClick={() =>
                  void run(() => remove({ variables: { id: member.id } }), t('staff.invitationWithdrawn'))
                }
              >
                {t('staff.withdraw')}
              </Button>
            </>
          ) : (
            <Switch
              label={t('staff.active')}
              checked={member.active}
              onChange={(event) => {
                const active = event.currentTarget.checked;
                void run(
                  () => setActive({ variables: { id: member.id, active } }),
                  active ? t('staff.reactivated') : t('staff.deactivated'),
                );
              }}
            />
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** /admin/staff: administrators manage the team; editors are told it is not for them. */
export function StaffScreen() {
  const { t } = useAdminT();
  const me = useMe();
  const role = me.data?.me.role;
  const staff = useStaff(role !== 'admin');
  const title = t('staff.title');
  if (role === 'editor')
    return (
      <AdminPage title={title}>
        <Alert color="yellow" icon={<IconLock size={18} />} role="alert">
          {t('staff.adminsOnly')}
        </Alert>
      </AdminPage>
    );
  return (
    <AdminPage title={title} description={t('staff.description')}>
      <InviteForm />
      {staff.error && !staff.data ? <FailureState error={staff.error} /> : null}
      {!staff.data && !staff.error ? <LoadingState /> : null}
      <Stack gap="sm">
        {staff.data?.staff.map((member) => (
          <MemberCard key={member.id} member={member} self={member.id === me.data?.me.id} />
        ))}
      </Stack>
    </AdminPage>
  );
}
