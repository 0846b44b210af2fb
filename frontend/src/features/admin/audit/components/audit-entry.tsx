/** An audit entry's parts (action, person, item, changes), shared by the log's table and its cards. */
import { Anchor, Badge, Code, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { AuditEntry } from '@/features/admin/audit/api/audit.ts';
import { useAdminT, type AdminMessages } from '@/features/admin/i18n/index.ts';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { ADMIN_PATHS, type AdminPath } from '@gateway/lib/site-paths.ts';

type Action = keyof AdminMessages['audit']['actions'] & string;
export type ItemType = keyof AdminMessages['audit']['types'] & string;

const ACTION_COLOR: Record<Action, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  restore: 'teal',
  purge: 'red',
  publish: 'green',
  unpublish: 'orange',
  status: 'blue',
  reorder: 'blue',
  upload: 'teal',
  export: 'indigo',
  signIn: 'gray',
  signInFailed: 'red',
  passwordChange: 'grape',
  passwordReset: 'grape',
  invite: 'violet',
  inviteResend: 'violet',
  inviteDelete: 'orange',
  inviteAccept: 'violet',
  role: 'violet',
  activate: 'teal',
  deactivate: 'red',
};

/** Each type's admin screen, where its items are edited ('' for none). */
const TYPE_SCREEN: Record<ItemType, AdminPath | ''> = {
  event: ADMIN_PATHS.events,
  news: ADMIN_PATHS.news,
  area: ADMIN_PATHS.discover,
  tag: ADMIN_PATHS.events,
  home: ADMIN_PATHS.general,
  intro: ADMIN_PATHS.introduction,
  booking: ADMIN_PATHS.bookings,
  contact: ADMIN_PATHS.messages,
  capacity: ADMIN_PATHS.discover,
  media: '',
  staff: ADMIN_PATHS.staff,
  user: '',
};
export const ITEM_TYPES = Object.keys(TYPE_SCREEN) as ItemType[];
export function ActionBadge({ action }: { action: string }) {
  const { t } = useAdminT();
  const known = action in ACTION_COLOR;
  const color = known ? ACTION_COLOR[action as Action] : 'gray';
  return (
    // Outlined in the darkest shade: light badges' text misses AA contrast (4.3:1 for teal).
    <Badge color={`${color}.9`} variant="outline" style={{ whiteSpace: 'nowrap' }}>
      {known ? t(`audit.actions.${action as Action}`) : action}
    </Badge>
  );
}

export function Person({ entry }: { entry: AuditEntry }) {
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
export function Item({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminT();
  const known = entry.type in TYPE_SCREEN;
  const to = known ? TYPE_SCREEN[entry.type as ItemType] : '';
  const label = entry.label || '—';
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {known ? t(`audit.types.${entry.type as ItemType}`) : entry.type}
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

export function Diff({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminT();
  return (
    <Table fz="sm" withTableBorder layout="fixed" data-testid="audit-diff">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{t('audit.field')}</Table.Th>
          <Table.Th>{t('audit.before')}</Table.Th>
          <Table.Th>{t('audit.after')}</Table.Th>
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

export function Toggle({
  entry,
  open,
  onToggle,
}: {
  entry: AuditEntry;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useAdminT();
  if (!entry.changes.length) return null;
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <UnstyledButton onClick={onToggle} aria-expanded={open} c="blue.9" fz="sm">
      <Group gap={4} wrap="nowrap">
        <Icon size={16} />
        {t('audit.changes', { count: entry.changes.length })}
      </Group>
    </UnstyledButton>
  );
}
