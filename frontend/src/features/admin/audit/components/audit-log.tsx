import { Alert, Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { AUDIT_PAGE, useAudit } from '@/features/admin/audit/api/audit.ts';
import { useMe } from '@/features/admin/auth/api/me.ts';
import {
  AdminPage,
  EmptyState,
  FailureState,
  LoadingState,
} from '@/features/admin/components/admin-page.tsx';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { useStaff } from '@/features/admin/staff/api/staff.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { ActionBadge, Diff, Item, ITEM_TYPES, Person, Toggle } from './audit-entry.tsx';

/** /admin/audit: who changed what and when, filtered by person, type and dates; admins only. */
export function AuditLog() {
  const { t } = useAdminT();
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
  const title = t('audit.title');

  if (me.data && !isAdmin)
    return (
      <AdminPage title={title}>
        <Alert color="yellow" icon={<IconLock size={18} />} role="alert">
          {t('audit.adminsOnly')}
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
    <AdminPage title={title} description={t('audit.description')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('audit.person')}
          placeholder={t('audit.everyone')}
          data={people}
          value={person}
          onChange={setPerson}
          searchable
          clearable
          nothingFoundMessage={t('audit.nobody')}
        />
        <Select
          label={t('audit.type')}
          placeholder={t('audit.allTypes')}
          data={ITEM_TYPES.map((value) => ({ value, label: t(`audit.types.${value}`) }))}
          value={type}
          onChange={setType}
          clearable
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('audit.dates')}
          placeholder={t('audit.anyDate')}
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
      {data && data.items.length === 0 ? <EmptyState>{t('audit.noMatch')}</EmptyState> : null}

      {data && data.items.length > 0 && wide ? (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" highlightOnHover layout="fixed" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={156}>{t('audit.time')}</Table.Th>
                <Table.Th w="26%">{t('audit.person')}</Table.Th>
                <Table.Th w={160}>{t('audit.action')}</Table.Th>
                <Table.Th>{t('audit.item')}</Table.Th>
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
                      <ActionBadge action={entry.action} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Item entry={entry} />
                        <Toggle entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                  {entry.changes.length ? (
                    <Table.Tr>
                      <Table.Td colSpan={4} p={0}>
                        <Collapse expanded={open.has(entry.id)}>
                          <Stack p="sm" pt={0}>
                            <Diff entry={entry} />
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
                  <ActionBadge action={entry.action} />
                  <Text size="xs" c="dimmed">
                    {formatVenue(entry.at)}
                  </Text>
                </Group>
                <Item entry={entry} />
                <Person entry={entry} />
                <Toggle entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
                <Collapse expanded={open.has(entry.id)}>
                  <Diff entry={entry} />
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
            {t('audit.loadMore', { count: AUDIT_PAGE })}
          </Button>
        </Group>
      ) : null}
    </AdminPage>
  );
}
