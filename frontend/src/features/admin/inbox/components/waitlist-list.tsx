import { Anchor, Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { areaPath, eventPath } from '@gateway/lib/site-paths.ts';
import { formatCalendarDate, formatVenue } from '../../lib/dates.ts';
import { useWaitlist, type WaitlistStatus } from '../api/get-waitlist.ts';
import { INBOX_PAGE_SIZE, InboxCard, InboxList } from './inbox-list.tsx';
import { tVi } from '../../i18n/index.ts';

const STATUS: Record<WaitlistStatus, { label: string; color: string }> = {
  waiting: { label: tVi('capacity.waiting'), color: 'orange' },
  offered: { label: tVi('capacity.offered'), color: 'blue' },
  booked: { label: tVi('capacity.booked'), color: 'teal' },
  expired: { label: tVi('capacity.expired'), color: 'gray' },
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
      title={tVi('capacity.waitlistTitle')}
      description={tVi('capacity.waitlistDescription')}
      filter={{
        value: status,
        onChange: (v) => (setStatus(v), setPage(1)),
        data: [
          { value: 'all', label: tVi('capacity.all') },
          { value: 'waiting', label: tVi('capacity.waiting') },
          { value: 'offered', label: tVi('capacity.offered') },
          { value: 'booked', label: tVi('capacity.booked') },
          { value: 'expired', label: tVi('capacity.expired') },
        ],
      }}
      query={{ ...query, data: query.data?.waitlist }}
      empty={tVi('capacity.waitlistEmpty')}
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
                {tVi('capacity.when', {
                  date: formatCalendarDate(w.date, true),
                  time: w.timeSlot,
                  guests: w.guests,
                })}
              </Text>
              {w.event ? (
                <Text size="sm">
                  {tVi('capacity.event')}{' '}
                  <Anchor href={eventPath(w.event.slug)} target="_blank" rel="noopener">
                    {w.event.titleVi}
                  </Anchor>
                </Text>
              ) : null}
              {w.area ? (
                <Text size="sm">
                  {tVi('capacity.area')}{' '}
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
                  {tVi('capacity.heldUntil', { time: formatVenue(w.offerExpiresAt) })}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {tVi('capacity.joinedAt', { time: formatVenue(w.createdAt) })}
              </Text>
            </InboxCard>
          );
        })
      }
    </InboxList>
  );
}
