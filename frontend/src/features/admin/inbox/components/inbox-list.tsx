import { Alert, Card, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDatabaseImport, IconMailPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { useInboxCounts } from '../api/get-inbox-counts.ts';
import {
  AdminPage,
  AdminPagination,
  EmptyState,
  FailureState,
  LoadingState,
} from '../../components/admin-page.tsx';

export const INBOX_PAGE_SIZE = 20;

interface Props<T> {
  title: string;
  description: string;
  /** The filter's segmented control; changing it goes back to page 1 (the caller's business). */
  filter: { value: string; onChange: (value: string) => void; data: { value: string; label: string }[] };
  query: { data?: { items: T[]; total: number }; loading: boolean; error?: unknown };
  empty: string;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
  /** Beside the title (the export). */
  actions?: ReactNode;
  /** The cards of a page. */
  children: (items: T[]) => ReactNode;
}

/** Past the venue-wide hourly ceiling new submissions are still stored, but their mails are held. */
function MailsHeldAlert() {
  const { t } = useAdminT();
  const counts = useInboxCounts();
  if (!counts.data?.inboxCounts.mailsHeld) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMailPause size={18} />}
      title={t('inbox.heldTitle')}
      data-testid="mails-held"
    >
      {t('inbox.heldText')}
    </Alert>
  );
}

/** An inbox index rebuilding from the database (after a restore or an unclean stop): its progress. */
function RebuildingAlert() {
  const { language, t } = useAdminT();
  const counts = useInboxCounts();
  const rebuilding = counts.data?.inboxCounts.rebuilding ?? [];
  if (!rebuilding.length) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconDatabaseImport size={18} />}
      title={t('inbox.rebuilding.title')}
      data-testid="inbox-rebuilding"
    >
      <Text size="sm" mb="xs">
        {t('inbox.rebuilding.text')}
      </Text>
      {rebuilding.map((r) => {
        const percent = r.total ? Math.min(100, Math.round((r.done / r.total) * 100)) : 0;
        const name =
          r.inbox === 'bookings' || r.inbox === 'messages' ? t(`inbox.rebuilding.${r.inbox}`) : r.inbox;
        return (
          <Stack key={r.inbox} gap={4} mb={4}>
            <Text size="xs">
              {name}: {r.done.toLocaleString(language)} / {r.total.toLocaleString(language)} ({percent}%)
            </Text>
            <Progress value={percent} aria-label={name} />
          </Stack>
        );
      })}
    </Alert>
  );
}

/** An inbox screen (bookings, contact messages): a filter, the loading, failure and empty states, cards, paging. */
export function InboxList<T>({
  title,
  description,
  filter,
  query,
  empty,
  page,
  onPage,
  testId,
  actions,
  children,
}: Props<T>) {
  const data = query.data;
  return (
    <AdminPage title={title} description={description} actions={actions}>
      <MailsHeldAlert />
      <RebuildingAlert />
      <SegmentedControl
        value={filter.value}
        onChange={filter.onChange}
        data={filter.data}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.loading && !data ? <LoadingState /> : null}
      {query.error && !data ? <FailureState error={query.error} /> : null}
      {data && data.items.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <Stack gap="sm" data-testid={testId}>
          {children(data.items)}
          {data.total > INBOX_PAGE_SIZE ? (
            <AdminPagination total={Math.ceil(data.total / INBOX_PAGE_SIZE)} value={page} onChange={onPage} />
          ) : null}
        </Stack>
      ) : null}
    </AdminPage>
  );
}

/** One booking or message: a heading row of name and badges, the details, and an action on the right. */
export function InboxCard({
  testId,
  heading,
  action,
  children,
}: {
  testId: string;
  heading: ReactNode;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs">{heading}</Group>
          {children}
        </Stack>
        {action}
      </Group>
    </Card>
  );
}
