import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconLock } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { AUDIT_PAGE, useAudit, type AuditEntry } from '@/features/admin/audit/api/audit.ts';
import { useMe } from '@/features/admin/auth/api/me.ts';
import {
  AdminPage,
  EmptyState,
  FailureState,
  LoadingState,
} from '@/features/admin/components/admin-page.tsx';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { useStaff } from '@/features/admin/staff/api/staff.ts';
import { useIsVn } from '@/lib/state.ts';
import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';

type T = (vi: string, en: string) => string;

const ACTIONS: Record<string, [vi: string, en: string, color: string]> = {
  create: ['Tạo', 'Created', 'teal'],
  update: ['Sửa', 'Edited', 'blue'],
  delete: ['Xoá', 'Deleted', 'red'],
  restore: ['Khôi phục', 'Restored', 'teal'],
  purge: ['Xoá vĩnh viễn', 'Deleted for good', 'red'],
  publish: ['Xuất bản', 'Published', 'green'],
  unpublish: ['Bỏ xuất bản', 'Unpublished', 'orange'],
  status: ['Đổi trạng thái', 'Status changed', 'blue'],
  reorder: ['Sắp xếp', 'Reordered', 'blue'],
  upload: ['Tải ảnh lên', 'Uploaded', 'teal'],
  signIn: ['Đăng nhập', 'Signed in', 'gray'],
  signInFailed: ['Đăng nhập sai', 'Failed sign-in', 'red'],
  passwordChange: ['Đổi mật khẩu', 'Password changed', 'grape'],
  passwordReset: ['Đặt lại mật khẩu', 'Password reset', 'grape'],
  invite: ['Mời', 'Invited', 'violet'],
  inviteResend: ['Gửi lại lời mời', 'Invite resent', 'violet'],
  inviteDelete: ['Huỷ lời mời', 'Invite withdrawn', 'orange'],
  inviteAccept: ['Nhận lời mời', 'Joined', 'violet'],
  role: ['Đổi vai trò', 'Role changed', 'violet'],
  activate: ['Kích hoạt', 'Reactivated', 'teal'],
  deactivate: ['Vô hiệu hoá', 'Deactivated', 'red'],
};

const TYPES: Record<string, [vi: string, en: string, to: string]> = {
  event: ['Sự kiện', 'Event', ADMIN_PATHS.events],
  news: ['Tin tức', 'News', ADMIN_PATHS.news],
  area: ['Khám phá', 'Area', ADMIN_PATHS.discover],
  tag: ['Thẻ', 'Tag', ADMIN_PATHS.events],
  home: ['Chung', 'General', ADMIN_PATHS.general],
  intro: ['Giới thiệu', 'Introduction', ADMIN_PATHS.introduction],
  booking: ['Đặt chỗ', 'Booking', ADMIN_PATHS.bookings],
  contact: ['Liên hệ', 'Message', ADMIN_PATHS.messages],
  media: ['Ảnh', 'Image', ''],
  staff: ['Nhân sự', 'Staff', ADMIN_PATHS.staff],
  user: ['Tài khoản', 'Account', ''],
};

function ActionBadge({ action, t }: { action: string; t: T }) {
  const [vi, en, color] = ACTIONS[action] ?? [action, action, 'gray'];
  return (
    // Outlined in the darkest shade: light badges' text misses AA contrast (4.3:1 for teal).
    <Badge color={`${color}.9`} variant="outline" style={{ whiteSpace: 'nowrap' }}>
      {t(vi, en)}
    </Badge>
  );
}

function Person({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {entry.userName || entry.userEmail || '—'}
      </Text>
      {entry.userName ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.userEmail}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The item's name, linking to the admin screen of its type. */
function Item({ entry, t }: { entry: AuditEntry; t: T }) {
  const [vi, en, to] = TYPES[entry.type] ?? [entry.type, entry.type, ''];
  const label = entry.label || '—';
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {t(vi, en)}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
      )}
    </Stack>
  );
}

/** Stored times are ISO instants: shown in venue time like every other time of the admin. */
const shown = (value: string | null | undefined) =>
  value == null
    ? '—'
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value)
      ? formatVenue(value)
      : value;

function Diff({ entry, t }: { entry: AuditEntry; t: T }) {
  return (
    <Table fz="sm" withTableBorder layout="fixed" data-testid="audit-diff">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{t('Trường', 'Field')}</Table.Th>
          <Table.Th>{t('Trước', 'Before')}</Table.Th>
          <Table.Th>{t('Sau', 'After')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.changes.map((c) => {
          // Times that differ by less than the minute shown are shown as stored.
          const same = shown(c.before) === shown(c.after);
          const before = same ? (c.before ?? '—') : shown(c.before);
          const after = same ? (c.after ?? '—') : shown(c.after);
          return (
            <Table.Tr key={c.path}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Code>{c.path}</Code>
              </Table.Td>
              <Table.Td c="red.9" style={{ overflowWrap: 'anywhere' }}>
                {before}
              </Table.Td>
              <Table.Td c="teal.9" style={{ overflowWrap: 'anywhere' }}>
                {after}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function Toggle({
  entry,
  open,
  onToggle,
  t,
}: {
  entry: AuditEntry;
  open: boolean;
  onToggle: () => void;
  t: T;
}) {
  if (!entry.changes.length) return null;
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <UnstyledButton onClick={onToggle} aria-expanded={open} c="blue.9" fz="sm">
      <Group gap={4} wrap="nowrap">
        <Icon size={16} />
        {t(
          `${entry.changes.length} thay đổi`,
          `${entry.changes.length} change${entry.changes.length > 1 ? 's' : ''}`,
        )}
      </Group>
    </UnstyledButton>
  );
}

/** /admin/audit: who changed what and when, filtered by person, type and dates; admins only. */
export function AuditLog() {
  const isVn = useIsVn();
  const t: T = (vi, en) => (isVn ? vi : en);
  const me = useMe();
  const isAdmin = me.data?.me.role === 'admin';
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [person, setPerson] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const staff = useStaff(!isAdmin);
  const filters = {
    ...(person ? { person } : {}),
    ...(type ? { type } : {}),
    ...(range[0] ? { from: range[0] } : {}),
    ...(range[0] || range[1] ? { to: range[1] ?? range[0] } : {}),
  };
  // Asked only once the caller is known to be an admin: a 403 would sign an editor out.
  const audit = useAudit(filters, !isAdmin);
  const title = t('Nhật ký thay đổi', 'Audit log');

  if (me.data && !isAdmin)
    return (
      <AdminPage title={title}>
        <Alert color="yellow" icon={<IconLock size={18} />} role="alert">
          {t('Chỉ quản trị viên mới xem được nhật ký.', 'Only administrators can read the audit log.')}
        </Alert>
      </AdminPage>
    );

  const data = audit.data?.audit;
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const people = (staff.data?.staff ?? []).map((m) => ({
    value: m.id,
    label: m.name ? `${m.name} · ${m.email}` : m.email,
  }));

  return (
    <AdminPage
      title={title}
      description={t(
        'Mọi thay đổi của nhân sự, mới nhất trước. Nhật ký chỉ được ghi thêm, không thể sửa hay xoá.',
        'Every change staff made, newest first. Entries are only ever added: never edited or deleted.',
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('Người thực hiện', 'Person')}
          placeholder={t('Tất cả', 'Everyone')}
          data={people}
          value={person}
          onChange={setPerson}
          searchable
          clearable
          nothingFoundMessage={t('Không có ai', 'Nobody')}
        />
        <Select
          label={t('Loại', 'Type')}
          placeholder={t('Tất cả', 'All types')}
          data={Object.entries(TYPES).map(([value, [vi, en]]) => ({ value, label: t(vi, en) }))}
          value={type}
          onChange={setType}
          clearable
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('Khoảng ngày', 'Dates')}
          placeholder={t('Mọi ngày', 'Any date')}
          // Its placeholder is a text node, held to AA contrast like the rest of the page.
          styles={{ placeholder: { color: '#767676' } }}
          valueFormat="DD/MM/YYYY"
          value={range}
          onChange={(value) => setRange(value as [string | null, string | null])}
          clearable
        />
      </SimpleGrid>

      {audit.error && !data ? <FailureState error={audit.error} /> : null}
      {!data && !audit.error ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>{t('Không có mục nào khớp bộ lọc.', 'No entry matches these filters.')}</EmptyState>
      ) : null}

      {data && data.items.length > 0 && wide ? (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" highlightOnHover layout="fixed" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={156}>{t('Thời gian', 'Time')}</Table.Th>
                <Table.Th w="26%">{t('Người thực hiện', 'Person')}</Table.Th>
                <Table.Th w={160}>{t('Hành động', 'Action')}</Table.Th>
                <Table.Th>{t('Mục', 'Item')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((entry) => (
                <Fragment key={entry.id}>
                  {/* An entry with changes is followed by its (folded) diff row, which draws the line
                      under both: the entry's own would double it. */}
                  <Table.Tr
                    data-testid="audit-entry"
                    style={entry.changes.length ? { borderBottom: 0 } : undefined}
                  >
                    <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatVenue(entry.at)}
                    </Table.Td>
                    <Table.Td>
                      <Person entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <ActionBadge action={entry.action} t={t} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Item entry={entry} t={t} />
                        <Toggle
                          entry={entry}
                          open={open.has(entry.id)}
                          onToggle={() => toggle(entry.id)}
                          t={t}
                        />
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                  {entry.changes.length ? (
                    <Table.Tr>
                      <Table.Td colSpan={4} p={0}>
                        <Collapse expanded={open.has(entry.id)}>
                          <Stack p="sm" pt={0}>
                            <Diff entry={entry} t={t} />
                          </Stack>
                        </Collapse>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}

      {data && data.items.length > 0 && !wide ? (
        <Stack gap="sm">
          {data.items.map((entry) => (
            <Paper key={entry.id} withBorder radius="md" p="sm" data-testid="audit-entry">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <ActionBadge action={entry.action} t={t} />
                  <Text size="xs" c="dimmed">
                    {formatVenue(entry.at)}
                  </Text>
                </Group>
                <Item entry={entry} t={t} />
                <Person entry={entry} />
                <Toggle entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} t={t} />
                <Collapse expanded={open.has(entry.id)}>
                  <Diff entry={entry} t={t} />
                </Collapse>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}

      {data?.nextCursor ? (
        <Group justify="center">
          <Button
            variant="light"
            loading={audit.loading}
            onClick={() => void audit.loadMore(data.nextCursor!)}
          >
            {t(`Xem thêm ${AUDIT_PAGE} mục cũ hơn`, `Load ${AUDIT_PAGE} older entries`)}
          </Button>
        </Group>
      ) : null}
    </AdminPage>
  );
}
