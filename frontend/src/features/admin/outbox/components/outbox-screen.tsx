import { Alert, Badge, Button, Group, Modal, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/features/admin/auth/api/me.ts';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { AdminPage, FailureState, LoadingState } from '@/features/admin/components/admin-page.tsx';
import { toastError, toastSuccess } from '@/features/admin/lib/form.ts';
import {
  useOutbox,
  useOutboxMail,
  useReleaseMail,
  type OutboxItem,
  type OutboxStatus,
} from '@/features/admin/outbox/api/outbox.ts';
import { useAdminT } from '@/features/admin/i18n/index.ts';

const PAGE_SIZE = 20;
const COLOR: Record<OutboxStatus, string> = {
  queued: 'blue',
  sent: 'teal',
  failed: 'red',
  held: 'orange',
  kept: 'gray',
  cancelled: 'gray',
};

/** /admin/outbox: every mail the site wrote, with its HTML preview; admins only. */
export function OutboxScreen() {
  const { t } = useAdminT();
  const label: Record<OutboxStatus, string> = {
    queued: t('outbox.queued'),
    sent: t('outbox.sent'),
    failed: t('outbox.failed'),
    held: t('outbox.held'),
    kept: t('outbox.kept'),
    cancelled: t('outbox.cancelled'),
  };
  const me = useMe();
  const isAdmin = me.data?.me.role === 'admin';
  const [status, setStatus] = useState<string>('all');
  const [page, setPage] = useState(1);
  const outbox = useOutbox({
    ...(status === 'all' ? {} : { status: status as OutboxStatus }),
    page,
    pageSize: PAGE_SIZE,
  });
  const [open, preview] = useOutboxMail();
  const [shown, setShown] = useState<string | null>(null);
  const [release] = useReleaseMail();
  const title = t('outbox.title');

  if (me.data && !isAdmin)
    return (
      <AdminPage title={title}>
        <Alert color="yellow" icon={<IconLock size={18} />} role="alert">
          {t('outbox.adminsOnly')}
        </Alert>
      </AdminPage>
    );

  const data = outbox.data?.outbox;
  const show = (item: OutboxItem) => {
    setShown(item._id);
    void open({ variables: { id: item._id } });
  };
  const resend = async (item: OutboxItem) => {
    try {
      await release({ variables: { id: item._id } });
      toastSuccess(t('outbox.queuedAgain'));
      await outbox.refetch();
    } catch (error) {
      toastError(error, t('outbox.resendFailed'));
    }
  };

  return (
    <AdminPage
      title={title}
      description={t('outbox.description')}
      actions={
        <Select
          aria-label={t('outbox.status')}
          value={status}
          allowDeselect={false}
          onChange={(v) => (setStatus(v ?? 'all'), setPage(1))}
          data={[
            { value: 'all', label: t('outbox.all') },
            ...(Object.keys(label) as OutboxStatus[]).map((value) => ({ value, label: label[value] })),
          ]}
          w={260}
        />
      }
    >
      {outbox.error && !data ? <FailureState error={outbox.error} /> : null}
      {!data && !outbox.error ? <LoadingState /> : null}
      {data && data.items.length === 0 ? <Text c="dimmed">{t('outbox.empty')}</Text> : null}
      <Stack gap="sm">
        {data?.items.map((item) => (
          <Paper key={item._id} withBorder radius="md" p="md" data-testid="outbox-mail">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
                <Group gap="xs">
                  <Badge color={COLOR[item.status]} variant="light">
                    {label[item.status]}
                  </Badge>
                  <Badge variant="outline" color="gray" tt="uppercase">
                    {item.language}
                  </Badge>
                </Group>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.subject}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('outbox.to')}: {item.to} · {formatVenue(item.createdAt)}
                  {item.attempts ? ` · ${t('outbox.attempts')}: ${item.attempts}` : ''}
                </Text>
                {item.lastError ? (
                  <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                    {item.lastError}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs">
                <Button variant="light" onClick={() => show(item)}>
                  {t('outbox.view')}
                </Button>
                {item.status === 'held' || item.status === 'failed' ? (
                  <Button leftSection={<IconSend size={16} />} onClick={() => void resend(item)}>
                    {t('outbox.send')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {data && data.total > PAGE_SIZE ? (
        <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
      ) : null}
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={preview.data?.outboxMail.subject ?? ''}
        size="xl"
      >
        {preview.data && preview.data.outboxMail._id === shown ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('outbox.to')}: {preview.data.outboxMail.to}
            </Text>
            {/* Sandboxed: the mail's HTML runs nothing and reaches nothing of the admin. */}
            <iframe
              title={t('outbox.mailContent')}
              sandbox=""
              srcDoc={preview.data.outboxMail.html ?? ''}
              style={{
                width: '100%',
                height: '70vh',
                boxSizing: 'border-box',
                border: '1px solid var(--mantine-color-gray-3)',
              }}
            />
          </Stack>
        ) : (
          <LoadingState />
        )}
      </Modal>
    </AdminPage>
  );
}
