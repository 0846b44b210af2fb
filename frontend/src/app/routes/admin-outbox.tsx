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
import { useIsVn } from '@/lib/state.ts';

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
export default function AdminOutboxPage() {
  const isVn = useIsVn();
  const t = (vi: string, en: string) => (isVn ? vi : en);
  const label: Record<OutboxStatus, string> = {
    queued: t('Chờ gửi', 'Queued'),
    sent: t('Đã gửi', 'Sent'),
    failed: t('Gửi lỗi', 'Failed'),
    held: t('Tạm giữ', 'Held'),
    kept: t('Chỉ lưu (chưa cấu hình SMTP)', 'Kept (no SMTP configured)'),
    cancelled: t('Đã huỷ (đặt chỗ bị huỷ)', 'Cancelled (booking cancelled)'),
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
  const title = t('Hộp thư đi', 'Outbox');

  if (me.data && !isAdmin)
    return (
      <AdminPage title={title}>
        <Alert color="yellow" icon={<IconLock size={18} />} role="alert">
          {t('Chỉ quản trị viên mới xem được hộp thư đi.', 'Only administrators can read the outbox.')}
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
      toastSuccess(t('Đã đưa thư vào hàng gửi', 'The mail is queued'));
      await outbox.refetch();
    } catch (error) {
      toastError(error, t('Không gửi lại được', 'It could not be sent again'));
    }
  };

  return (
    <AdminPage
      title={title}
      description={t(
        'Mọi thư trang web đã viết. Khi chưa cấu hình SMTP_URL, thư chỉ được lưu ở đây.',
        'Every mail the site wrote. Without SMTP_URL, mails are only kept here.',
      )}
      actions={
        <Select
          aria-label={t('Trạng thái', 'Status')}
          value={status}
          allowDeselect={false}
          onChange={(v) => (setStatus(v ?? 'all'), setPage(1))}
          data={[
            { value: 'all', label: t('Tất cả', 'All') },
            ...(Object.keys(label) as OutboxStatus[]).map((value) => ({ value, label: label[value] })),
          ]}
          w={260}
        />
      }
    >
      {outbox.error && !data ? <FailureState error={outbox.error} /> : null}
      {!data && !outbox.error ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <Text c="dimmed">{t('Chưa có thư nào.', 'No mail yet.')}</Text>
      ) : null}
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
                  {t('Tới', 'To')}: {item.to} · {formatVenue(item.createdAt)}
                  {item.attempts ? ` · ${t('lần thử', 'attempts')}: ${item.attempts}` : ''}
                </Text>
                {item.lastError ? (
                  <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                    {item.lastError}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs">
                <Button variant="light" onClick={() => show(item)}>
                  {t('Xem thư', 'View')}
                </Button>
                {item.status === 'held' || item.status === 'failed' ? (
                  <Button leftSection={<IconSend size={16} />} onClick={() => void resend(item)}>
                    {t('Gửi', 'Send')}
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
              {t('Tới', 'To')}: {preview.data.outboxMail.to}
            </Text>
            {/* Sandboxed: the mail's HTML runs nothing and reaches nothing of the admin. */}
            <iframe
              title={t('Nội dung thư', 'Mail content')}
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
