import { Badge, Button, Card, Group, Pagination, Select, SegmentedControl, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  AdminPage,
  EmptyState,
  FailureState,
  LoadingState,
} from '@/features/admin/components/admin-page.tsx';
import type { BookingStatus } from '@/features/admin/inbox/api/fragments.ts';
import { useBookings } from '@/features/admin/inbox/api/get-bookings.ts';
import { useContactMessages } from '@/features/admin/inbox/api/get-contact-messages.ts';
import { useMarkContactHandled } from '@/features/admin/inbox/api/mark-contact-handled.ts';
import { useSetBookingStatus } from '@/features/admin/inbox/api/set-booking-status.ts';
import { toastError, toastSuccess } from '@/features/admin/lib/form.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
const TZ = 'Asia/Ho_Chi_Minh';
const PAGE_SIZE = 20;
const when = (iso?: string | null) => (iso ? dayjs(iso).tz(TZ).format('DD/MM/YYYY HH:mm') : '');

const STATUS_LABEL: Record<BookingStatus, string> = {
  new: 'Mới',
  confirmed: 'Đã xác nhận',
  cancelled: 'Đã huỷ',
};
const STATUS_COLOR: Record<BookingStatus, string> = { new: 'red', confirmed: 'teal', cancelled: 'gray' };

function Bookings() {
  const [status, setStatus] = useState<string>('all');
  const [page, setPage] = useState(1);
  const query = useBookings({
    ...(status === 'all' ? {} : { status: status as BookingStatus }),
    page,
    pageSize: PAGE_SIZE,
  });
  const [setBookingStatus] = useSetBookingStatus();
  const data = query.data?.bookings;

  const change = async (id: string, next: BookingStatus) => {
    try {
      await setBookingStatus({ variables: { id, status: next } });
      toastSuccess(`Đã chuyển sang "${STATUS_LABEL[next]}"`);
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <AdminPage title="Đặt chỗ" description="Yêu cầu đặt chỗ từ trang công khai, cập nhật trực tiếp">
      <SegmentedControl
        value={status}
        onChange={(v) => (setStatus(v), setPage(1))}
        data={[
          { value: 'all', label: 'Tất cả' },
          { value: 'new', label: 'Mới' },
          { value: 'confirmed', label: 'Đã xác nhận' },
          { value: 'cancelled', label: 'Đã huỷ' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.loading && !data ? <LoadingState /> : null}
      {query.error && !data ? <FailureState error={query.error} /> : null}
      {data && data.items.length === 0 ? <EmptyState>Chưa có yêu cầu đặt chỗ nào.</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <Stack gap="sm" data-testid="bookings">
          {data.items.map((b) => (
            <Card key={b._id} withBorder radius="md" padding="md" data-testid="booking">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Group gap="xs">
                    <Text fw={600}>{b.name}</Text>
                    <Badge color={STATUS_COLOR[b.status]} variant="light">
                      {STATUS_LABEL[b.status]}
                    </Badge>
                    <Badge variant="outline" color="gray" tt="uppercase">
                      {b.language}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {dayjs(b.date).format('DD/MM/YYYY')} lúc {b.timeSlot} · {b.guests} khách
                  </Text>
                  <Text size="sm" c="dimmed">
                    {b.phone} · {b.email}
                  </Text>
                  {b.note ? (
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {b.note}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    Gửi lúc {when(b.createdAt)}
                  </Text>
                </Stack>
                <Select
                  aria-label={`Trạng thái của ${b.name}`}
                  w={170}
                  value={b.status}
                  allowDeselect={false}
                  data={Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }))}
                  onChange={(v) => v && v !== b.status && void change(b._id, v as BookingStatus)}
                />
              </Group>
            </Card>
          ))}
          {data.total > PAGE_SIZE ? (
            <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          ) : null}
        </Stack>
      ) : null}
    </AdminPage>
  );
}

function Messages() {
  const [filter, setFilter] = useState<string>('open');
  const [page, setPage] = useState(1);
  const handled = filter === 'all' ? undefined : filter === 'done';
  const query = useContactMessages({
    ...(handled === undefined ? {} : { handled }),
    page,
    pageSize: PAGE_SIZE,
  });
  const [mark] = useMarkContactHandled();
  const data = query.data?.contactMessages;

  const toggle = async (id: string, next: boolean) => {
    try {
      await mark({ variables: { id, handled: next } });
      toastSuccess(next ? 'Đã đánh dấu đã xử lý' : 'Đã mở lại tin nhắn');
      void query.refetch();
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <AdminPage title="Liên hệ" description="Tin nhắn từ trang Liên hệ, cập nhật trực tiếp">
      <SegmentedControl
        value={filter}
        onChange={(v) => (setFilter(v), setPage(1))}
        data={[
          { value: 'open', label: 'Chưa xử lý' },
          { value: 'done', label: 'Đã xử lý' },
          { value: 'all', label: 'Tất cả' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.loading && !data ? <LoadingState /> : null}
      {query.error && !data ? <FailureState error={query.error} /> : null}
      {data && data.items.length === 0 ? <EmptyState>Không có tin nhắn nào.</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <Stack gap="sm">
          <Stack gap="sm">
            {data.items.map((m) => (
              <Card key={m._id} withBorder radius="md" padding="md" data-testid="message">
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Group gap="xs">
                      <Text fw={600}>{m.subject}</Text>
                      {m.handled ? (
                        <Badge color="teal" variant="light">
                          Đã xử lý
                        </Badge>
                      ) : (
                        <Badge color="red" variant="light">
                          Mới
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {m.name} · {m.email}
                      {m.phone ? ` · ${m.phone}` : ''} · {when(m.createdAt)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {m.message}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant={m.handled ? 'default' : 'filled'}
                    onClick={() => void toggle(m._id, !m.handled)}
                  >
                    {m.handled ? 'Mở lại' : 'Đánh dấu đã xử lý'}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
          {data.total > PAGE_SIZE ? (
            <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          ) : null}
        </Stack>
      ) : null}
    </AdminPage>
  );
}

/** /admin/inbox/bookings and /admin/inbox/messages — 'Đặt chỗ' and 'Liên hệ'. */
export default function AdminInboxPage() {
  const { box } = useParams();
  if (box === 'bookings') return <Bookings />;
  if (box === 'messages') return <Messages />;
  return <Navigate to="/admin/inbox/bookings" replace />;
}
