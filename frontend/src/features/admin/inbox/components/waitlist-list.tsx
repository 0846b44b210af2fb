import { Anchor, Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { areaPath, eventPath } from '@gateway/lib/site-paths.ts';
import { formatCalendarDate, formatVenue } from '../../lib/dates.ts';
import { useWaitlist, type WaitlistStatus } from '../api/get-waitlist.ts';
import { INBOX_PAGE_SIZE, InboxCard, InboxList } from './inbox-list.tsx';

const STATUS: Record<WaitlistStatus, { label: string; color: string }> = {
  waiting: { label: 'Đang chờ', color: 'orange' },
  offered: { label: 'Đã mời', color: 'blue' },
  booked: { label: 'Đã nhận chỗ', color: 'teal' },
  expired: { label: 'Hết hạn', color: 'gray' },
};

/** The waiting list: who waits for which full time, whom a freed place was offered to, and until when. */
export function WaitlistList() {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const query = useWaitlist({
    ...(status === 'all' ? {} : { status: status as WaitlistStatus }),
    page,
    pageSize: INBOX_PAGE_SIZE,
  });
  return (
    <InboxList
      title="Danh sách chờ"
      description="Khách chờ chỗ ở những giờ đã hết; khi có chỗ trống, người đầu danh sách được mời qua email"
      filter={{
        value: status,
        onChange: (v) => (setStatus(v), setPage(1)),
        data: [
          { value: 'all', label: 'Tất cả' },
          { value: 'waiting', label: 'Đang chờ' },
          { value: 'offered', label: 'Đã mời' },
          { value: 'booked', label: 'Đã nhận chỗ' },
          { value: 'expired', label: 'Hết hạn' },
        ],
      }}
      query={{ ...query, data: query.data?.waitlist }}
      empty="Không có ai trong danh sách chờ."
      page={page}
      onPage={setPage}
      testId="waitlist"
    >
      {(items) =>
        items.map((w) => {
          const s = STATUS[w.status as WaitlistStatus] ?? { label: w.status, color: 'gray' };
          return (
            <InboxCard
              key={w._id}
              testId="waitlist-entry"
              heading={
                <>
                  <Text fw={600}>{w.name}</Text>
                  <Badge color={s.color} variant="light">
                    {s.label}
                  </Badge>
                  <Badge variant="outline" color="gray" tt="uppercase">
                    {w.language}
                  </Badge>
                </>
              }
              action={null}
            >
              <Text size="sm">
                {formatCalendarDate(w.date, true)} lúc {w.timeSlot} · {w.guests} khách
              </Text>
              {w.event ? (
                <Text size="sm">
                  Sự kiện:{' '}
                  <Anchor href={eventPath(w.event.slug)} target="_blank" rel="noopener">
                    {w.event.titleVi}
                  </Anchor>
                </Text>
              ) : null}
              {w.area ? (
                <Text size="sm">
                  Khu vực:{' '}
                  <Anchor href={areaPath(w.area.slug)} target="_blank" rel="noopener">
                    {w.area.nameVi}
                  </Anchor>
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                {w.phone} · {w.email}
              </Text>
              {w.status === 'offered' && w.offerExpiresAt ? (
                <Text size="sm" c="blue.8">
                  Giữ chỗ đến {formatVenue(w.offerExpiresAt)}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                Vào danh sách lúc {formatVenue(w.createdAt)}
              </Text>
            </InboxCard>
          );
        })
      }
    </InboxList>
  );
}
