import { Anchor, Badge, Button, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { BookingStatus } from '@/features/admin/inbox/api/fragments.ts';
import { useBookings } from '@/features/admin/inbox/api/get-bookings.ts';
import { useContactMessages } from '@/features/admin/inbox/api/get-contact-messages.ts';
import { useMarkContactHandled } from '@/features/admin/inbox/api/mark-contact-handled.ts';
import { useSetBookingStatus } from '@/features/admin/inbox/api/set-booking-status.ts';
import { BookingsTabs } from './bookings-tabs.tsx';
import { INBOX_PAGE_SIZE, InboxCard, InboxList } from '@/features/admin/inbox/components/inbox-list.tsx';
import { ExportCsvButton } from '@/features/admin/inbox/components/export-csv.tsx';
import { formatCalendarDate, formatVenue } from '@/features/admin/lib/dates.ts';
import { toastError, toastSuccess } from '@/features/admin/lib/form.ts';
import { ADMIN_PATHS, areaPath, eventPath } from '@gateway/lib/site-paths.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

const STATUS_COLOR: Record<BookingStatus, string> = { new: 'red', confirmed: 'teal', cancelled: 'gray' };
const BOOKING_STATUSES = Object.keys(STATUS_COLOR) as BookingStatus[];

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
      toastSuccess(tVi('inbox.statusChanged', { status: tVi(`inbox.status.${next}`) }));
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <InboxList
      title={tVi('inbox.bookingsTitle')}
      description={tVi('inbox.bookingsDescription')}
      filter={{
        value: status,
        onChange: (v) => (setStatus(v), setPage(1)),
        data: [
          { value: 'all', label: tVi('inbox.all') },
          { value: 'new', label: tVi('inbox.status.new') },
          { value: 'confirmed', label: tVi('inbox.status.confirmed') },
          { value: 'cancelled', label: tVi('inbox.status.cancelled') },
        ],
      }}
      query={{ ...query, data: query.data?.bookings }}
      empty={tVi('inbox.bookingsEmpty')}
      actions={
        <ExportCsvButton
          path="/api/bookings/export.csv"
          query={{ status: status === 'all' ? undefined : status }}
          fallbackName="dat-cho.csv"
          rangeLabel={tVi('exportCsv.bookingsRange')}
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
                  {tVi(`inbox.status.${b.status}`)}
                </Badge>
                <Badge variant="outline" color="gray" tt="uppercase">
                  {b.language}
                </Badge>
              </>
            }
            action={
              <Select
                aria-label={tVi('inbox.statusOf', { name: b.name })}
                w={170}
                value={b.status}
                allowDeselect={false}
                data={BOOKING_STATUSES.map((value) => ({ value, label: tVi(`inbox.status.${value}`) }))}
                onChange={(v) => v && v !== b.status && void change(b._id, v as BookingStatus)}
              />
            }
          >
            <Text size="sm">
              {tVi('inbox.bookingWhen', {
                date: formatCalendarDate(b.date, true),
                time: b.timeSlot,
                guests: b.guests,
              })}
            </Text>
            {b.event || b.area ? (
              <Text size="sm" data-testid="booking-target">
                {b.event ? (
                  <>
                    {tVi('inbox.eventLabel')}{' '}
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
                    {tVi('inbox.areaLabel')}{' '}
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
              {tVi('inbox.sentAt', { when: formatVenue(b.createdAt) })}
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
      toastSuccess(next ? tVi('inbox.markedHandled') : tVi('inbox.reopened'));
      void query.refetch();
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <InboxList
      title={tVi('inbox.messagesTitle')}
      description={tVi('inbox.messagesDescription')}
      filter={{
        value: filter,
        onChange: (v) => (setFilter(v), setPage(1)),
        data: [
          { value: 'open', label: tVi('inbox.open') },
          { value: 'done', label: tVi('inbox.handled') },
          { value: 'all', label: tVi('inbox.all') },
        ],
      }}
      query={{ ...query, data: query.data?.contactMessages }}
      empty={tVi('inbox.messagesEmpty')}
      actions={
        <ExportCsvButton
          path="/api/contact/export.csv"
          query={{ handled: handled === undefined ? undefined : String(handled) }}
          fallbackName="lien-he.csv"
          rangeLabel={tVi('exportCsv.messagesRange')}
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
                      {tVi('inbox.handled')}
                    </Badge>
                  ) : (
                    <Badge color="red" variant="light">
                      {tVi('inbox.new')}
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
                  {m.handled ? tVi('inbox.reopen') : tVi('inbox.markHandled')}
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
export function InboxScreen() {
  const { box } = useParams();
  if (box === 'bookings') return <BookingsTabs requests={<Bookings />} />;
  if (box === 'messages') return <Messages />;
  return <Navigate to={ADMIN_PATHS.bookings} replace />;
}
