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
import { useIsVn } from '@/lib/state.ts';

type Role = 'admin' | 'editor';
const when = (iso?: string | null) => (iso ? formatVenue(iso) : null);

function useT() {
  const isVn = useIsVn();
  return { isVn, t: (vi: string, en: string) => (isVn ? vi : en) };
}

function InviteForm() {
  const { isVn, t } = useT();
  const [invite, { loading }] = useInviteStaff();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', name: '', role: 'editor' as Role },
    validate: zodValidate(inviteStaffInput),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await invite({ variables: { input: { ...values, language: isVn ? 'vi' : 'en' } } });
      toastSuccess(t(`Đã gửi lời mời tới ${values.email}`, `Invitation sent to ${values.email}`));
      form.reset();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toastError(error, t('Không gửi được lời mời', 'The invitation was not sent'));
    }
  });
  return (
    <Paper component="form" onSubmit={submit} withBorder radius="md" p="md" noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('Mời thành viên', 'Invite a colleague')}
      </Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          required
          style={{ flex: '1 1 200px' }}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('Họ tên', 'Name')}
          style={{ flex: '1 1 160px' }}
          {...form.getInputProps('name')}
        />
        <Select
          label={t('Vai trò', 'Role')}
          allowDeselect={false}
          data={[
            { value: 'editor', label: t('Biên tập viên', 'Editor') },
            { value: 'admin', label: t('Quản trị viên', 'Administrator') },
          ]}
          style={{ flex: '0 1 180px' }}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={loading} leftSection={<IconUserPlus size={18} />}>
          {t('Gửi lời mời', 'Send invitation')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t(
          'Người được mời nhận một liên kết dùng một lần trong 72 giờ để tự đặt mật khẩu.',
          'They receive a single-use link, valid 72 hours, to choose their password.',
        )}
      </Text>
    </Paper>
  );
}

function MemberCard({ member, self }: { member: StaffMember; self: boolean }) {
  const { isVn, t } = useT();
  const [setRole] = useSetStaffRole();
  const [setActive] = useSetStaffActive();
  const [resend, resending] = useResendInvitation();
  const [remove, removing] = useDeleteInvitation();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toastSuccess(done);
    } catch (error) {
      toastError(error, t('Không thực hiện được', 'That did not work'));
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
                {t('Bạn', 'You')}
              </Badge>
            ) : null}
            {member.invitePending ? (
              <Badge color="yellow" variant="light">
                {t('Đang chờ nhận lời mời', 'Invitation pending')}
              </Badge>
            ) : !member.active ? (
              <Badge color="red" variant="light">
                {t('Đã vô hiệu hoá', 'Deactivated')}
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
              ? t(
                  `Lời mời hết hạn ${when(member.inviteExpiresAt) ?? ''}`,
                  `Invitation expires ${when(member.inviteExpiresAt) ?? ''}`,
                )
              : lastSeen
                ? t(`Đăng nhập lần cuối ${lastSeen}`, `Last signed in ${lastSeen}`)
                : t('Chưa đăng nhập', 'Never signed in')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <Select
            aria-label={t(`Vai trò của ${member.email}`, `Role of ${member.email}`)}
            value={member.role}
            allowDeselect={false}
            w={170}
            data={[
              { value: 'editor', label: t('Biên tập viên', 'Editor') },
              { value: 'admin', label: t('Quản trị viên', 'Administrator') },
            ]}
            onChange={(role) =>
              role &&
              void run(
                () => setRole({ variables: { id: member.id, role: role as Role } }),
                t('Đã đổi vai trò', 'Role changed'),
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
                    () => resend({ variables: { id: member.id, language: isVn ? 'vi' : 'en' } }),
                    t('Đã gửi lại lời mời', 'Invitation sent again'),
                  )
                }
              >
                {t('Gửi lại', 'Resend')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={removing.loading}
                onClick={() =>
                  void run(
                    () => remove({ variables: { id: member.id } }),
                    t('Đã xoá lời mời', 'Invitation withdrawn'),
                  )
                }
              >
                {t('Xoá lời mời', 'Withdraw')}
              </Button>
            </>
          ) : (
            <Switch
              label={t('Hoạt động', 'Active')}
              checked={member.active}
              onChange={(event) => {
                const active = event.currentTarget.checked;
                void run(
                  () => setActive({ variables: { id: member.id, active } }),
                  active ? t('Đã kích hoạt lại', 'Reactivated') : t('Đã vô hiệu hoá', 'Deactivated'),
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
  const { t } = useT();
  const me = useMe();
  const role = me.data?.me.role;
  const staff = useStaff(role !== 'admin');
  const title = t('Nhân sự', 'Staff');
  if (role === 'editor')
    return (
      <AdminPage title={title}>
        <Alert color="yellow" icon={<IconLock size={18} />} role="alert">
          {t('Chỉ quản trị viên mới quản lý được nhân sự.', 'Only administrators manage the staff.')}
        </Alert>
      </AdminPage>
    );
  return (
    <AdminPage
      title={title}
      description={t(
        'Mời, đổi vai trò hoặc vô hiệu hoá tài khoản. Quản trị viên hoạt động cuối cùng không thể bị hạ quyền.',
        'Invite colleagues, change roles or deactivate accounts. The last active administrator cannot be demoted.',
      )}
    >
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
