import { Anchor, Badge, Button, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { BookingStatus } from '@/features/admin/inbox/api/fragments.ts';
import { useBookings } from '@/features/admin/inbox/api/get-bookings.ts';
import { useContactMessages } from '@/features/admin/inbox/api/get-contact-messages.ts';
import { useMarkContactHandled } from '@/features/admin/inbox/api/mark-contact-handled.ts';
import { useSetBookingStatus } from '@/features/admin/inbox/api/set-booking-status.ts';
import { ExportCsvButton } from '@/features/admin/inbox/components/export-csv.tsx';
import { INBOX_PAGE_SIZE, InboxCard, InboxList } from '@/features/admin/inbox/components/inbox-list.tsx';
import { formatCalendarDate, formatVenue } from '@/features/admin/lib/dates.ts';
import { toastError, toastSuccess } from '@/features/admin/lib/form.ts';
import { areaPath, eventPath } from '@gateway/lib/site-paths.ts';

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
    pageSize: INBOX_PAGE_SIZE,
  });
  const [setBookingStatus] = useSetBookingStatus();

  const change = async (id: string, next: BookingStatus) => {
    try {
      await setBookingStatus({ variables: { id, status: next } });
      toastSuccess(`Đã chuyển sang "${STATUS_LABEL[next]}"`);
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <InboxList
      title="Đặt chỗ"
      description="Yêu cầu đặt chỗ từ trang công khai, cập nhật trực tiếp"
      filter={{
        value: status,
        onChange: (v) => (setStatus(v), setPage(1)),
        data: [
          { value: 'all', label: 'Tất cả' },
          { value: 'new', label: 'Mới' },
          { value: 'confirmed', label: 'Đã xác nhận' },
          { value: 'cancelled', label: 'Đã huỷ' },
        ],
      }}
      query={{ ...query, data: query.data?.bookings }}
      empty="Chưa có yêu cầu đặt chỗ nào."
      actions={
        <ExportCsvButton
          path="/api/bookings/export.csv"
          query={{ status: status === 'all' ? undefined : status }}
          fallbackName="dat-cho.csv"
          rangeLabel="Ngày đặt chỗ"
        />
      }
      page={page}
      onPage={setPage}
      testId="bookings"
    >
      {(items) =>
        items.map((b) => (
          <InboxCard
            key={b._id}
            testId="booking"
            heading={
              <>
                <Text fw={600}>{b.name}</Text>
                <Badge color={STATUS_COLOR[b.status]} variant="light">
                  {STATUS_LABEL[b.status]}
                </Badge>
                <Badge variant="outline" color="gray" tt="uppercase">
                  {b.language}
                </Badge>
              </>
            }
            action={
              <Select
                aria-label={`Trạng thái của ${b.name}`}
                w={170}
                value={b.status}
                allowDeselect={false}
                data={Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }))}
                onChange={(v) => v && v !== b.status && void change(b._id, v as BookingStatus)}
              />
            }
          >
            <Text size="sm">
              {formatCalendarDate(b.date, true)} lúc {b.timeSlot} · {b.guests} khách
            </Text>
            {b.event || b.area ? (
              <Text size="sm" data-testid="booking-target">
                {b.event ? (
                  <>
                    Sự kiện:{' '}
                    <Anchor href={eventPath(b.event.slug)} target="_blank" rel="noopener">
                      {b.event.titleVi}
                    </Anchor>{' '}
                    <Text span c="dimmed" size="sm">
                      ({formatVenue(b.event.startAt)})
                    </Text>
                  </>
                ) : null}
                {b.event && b.area ? ' · ' : null}
                {b.area ? (
                  <>
                    Khu vực:{' '}
                    <Anchor href={areaPath(b.area.slug)} target="_blank" rel="noopener">
                      {b.area.nameVi}
                    </Anchor>
                  </>
                ) : null}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {b.phone} · {b.email}
            </Text>
            {b.note ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {b.note}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              Gửi lúc {formatVenue(b.createdAt)}
            </Text>
          </InboxCard>
        ))
      }
    </InboxList>
  );
}

function Messages() {
  const [filter, setFilter] = useState<string>('open');
  const [page, setPage] = useState(1);
  const handled = filter === 'all' ? undefined : filter === 'done';
  const query = useContactMessages({
    ...(handled === undefined ? {} : { handled }),
    page,
    pageSize: INBOX_PAGE_SIZE,
  });
  const [mark] = useMarkContactHandled();

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
    <InboxList
      title="Liên hệ"
      description="Tin nhắn từ trang Liên hệ, cập nhật trực tiếp"
      filter={{
        value: filter,
        onChange: (v) => (setFilter(v), setPage(1)),
        data: [
          { value: 'open', label: 'Chưa xử lý' },
          { value: 'done', label: 'Đã xử lý' },
          { value: 'all', label: 'Tất cả' },
        ],
      }}
      query={{ ...query, data: query.data?.contactMessages }}
      empty="Không có tin nhắn nào."
      actions={
        <ExportCsvButton
          path="/api/contact/export.csv"
          query={{ handled: handled === undefined ? undefined : String(handled) }}
          fallbackName="lien-he.csv"
          rangeLabel="Ngày nhận"
        />
      }
      page={page}
      onPage={setPage}
    >
      {(items) => (
        <Stack gap="sm">
          {items.map((m) => (
            <InboxCard
              key={m._id}
              testId="message"
              heading={
                <>
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
                </>
              }
              action={
                <Button
                  size="xs"
                  variant={m.handled ? 'default' : 'filled'}
                  onClick={() => void toggle(m._id, !m.handled)}
                >
                  {m.handled ? 'Mở lại' : 'Đánh dấu đã xử lý'}
                </Button>
              }
            >
              <Text size="sm" c="dimmed">
                {m.name} · {m.email}
                {m.phone ? ` · ${m.phone}` : ''} · {formatVenue(m.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {m.message}
              </Text>
            </InboxCard>
          ))}
        </Stack>
      )}
    </InboxList>
  );
}

/** /admin/inbox/bookings and /admin/inbox/messages — 'Đặt chỗ' and 'Liên hệ'. */
export default function AdminInboxPage() {
  const { box } = useParams();
  if (box === 'bookings') return <Bookings />;
  if (box === 'messages') return <Messages />;
  return <Navigate to="/admin/inbox/bookings" replace />;
}
