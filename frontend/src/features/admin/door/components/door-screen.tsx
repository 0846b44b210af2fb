import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconMinus, IconPlus, IconRotate, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { tVi } from '@/features/admin/i18n/index.ts';
import { venueToday } from '@/lib/dates.ts';
import { AdminPage, EmptyState, FailureState, LoadingState } from '../../components/admin-page.tsx';
import { formatCalendarDate } from '../../lib/dates.ts';
import { toastError } from '../../lib/form.ts';
import { useCheckIn } from '../api/check-in.ts';
import { useDoorList, type DoorBooking } from '../api/door-list.ts';
import { useBookingChanges, useCoalescedRefetch } from '../api/on-booking-updated.ts';

function BookingRow({ booking }: { booking: DoorBooking }) {
  const [checkIn, { loading }] = useCheckIn();
  const [count, setCount] = useState(booking.guests);
  const done = booking.arrived !== null || booking.noShow;

  const send = async (variables: { arrived?: number; noShow?: boolean }) => {
    try {
      await checkIn({ variables: { id: booking._id, ...variables } });
    } catch (e) {
      toastError(e, tVi('door.saveFailed'));
    }
  };
  const place = booking.event?.titleVi ?? booking.area?.nameVi;

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="door-booking"
      data-state={booking.noShow ? 'no-show' : booking.arrived !== null ? 'arrived' : 'waiting'}
      bg={booking.noShow ? 'gray.0' : booking.arrived !== null ? 'teal.0' : undefined}
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {booking.name}
            </Text>
            <Text size="sm" c="dimmed">
              <Anchor href={`tel:${booking.phone}`} inherit c="dimmed">
                {booking.phone}
              </Anchor>
              {place ? ` · ${place}` : ''}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
            <Badge size="lg" variant="light" color="gray" tt="none">
              {tVi('door.guests', { count: booking.guests })}
            </Badge>
            {booking.status === 'new' ? (
              <Badge size="xs" color="red.9" variant="outline" tt="none">
                {tVi('door.unconfirmed')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        {booking.note ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {booking.note}
          </Text>
        ) : null}

        {done ? (
          <Group justify="space-between" gap="xs">
            {booking.noShow ? (
              <Badge
                color="gray.7"
                size="lg"
                tt="none"
                leftSection={<IconX size={14} />}
                data-testid="door-result"
              >
                {tVi('door.noShow')}
              </Badge>
            ) : (
              <Badge
                color="teal.9"
                size="lg"
                tt="none"
                leftSection={<IconCheck size={14} />}
                data-testid="door-result"
              >
                {tVi('door.arrivedOf', { arrived: booking.arrived ?? '', guests: booking.guests })}
              </Badge>
            )}
            <Button
              variant="default"
              size="sm"
              leftSection={<IconRotate size={16} />}
              loading={loading}
              onClick={() => void send({})}
            >
              {tVi('door.undo')}
            </Button>
          </Group>
        ) : (
          // On a narrow phone 'Không đến' wraps under the row rather than squeezing 'Đã đến'.
          <Group gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 220px' }}>
              <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                <ActionIcon
                  variant="default"
                  size={40}
                  aria-label={tVi('door.oneLess', { name: booking.name })}
                  disabled={count <= 1}
                  onClick={() => setCount((c) => Math.max(1, c - 1))}
                >
                  <IconMinus size={18} />
                </ActionIcon>
                <Text
                  fw={700}
                  w={28}
                  ta="center"
                  aria-live="polite"
                  aria-label={tVi('door.count', { count })}
                  data-testid="door-count"
                >
                  {count}
                </Text>
                <ActionIcon
                  variant="default"
                  size={40}
                  aria-label={tVi('door.oneMore', { name: booking.name })}
                  disabled={count >= booking.guests}
                  onClick={() => setCount((c) => Math.min(booking.guests, c + 1))}
                >
                  <IconPlus size={18} />
                </ActionIcon>
              </Group>
              <Button
                // The darker shades throughout: white on teal.6-8 or gray.6 misses AA contrast.
                color="teal.9"
                h={40}
                style={{ flex: 1 }}
                leftSection={<IconCheck size={18} />}
                loading={loading}
                onClick={() => void send({ arrived: count })}
              >
                {tVi('door.arrived')}
              </Button>
            </Group>
            <Button
              variant="light"
              color="gray"
              h={40}
              px="sm"
              style={{ flex: 'none' }}
              disabled={loading}
              onClick={() => void send({ noShow: true })}
            >
              {tVi('door.noShow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The bookings of one time slot, with how many of its guests came. */
function Slot({ time, items }: { time: string; items: DoorBooking[] }) {
  const guests = items.reduce((sum, b) => sum + b.guests, 0);
  const arrived = items.reduce((sum, b) => sum + (b.arrived ?? 0), 0);
  return (
    <Stack gap="xs" data-testid="door-slot">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {time}
        </Title>
        <Text size="sm" c="dimmed">
          {tVi('door.slotGuests', { arrived, guests })}
        </Text>
      </Group>
      {items.map((b) => (
        <BookingRow key={b._id} booking={b} />
      ))}
    </Stack>
  );
}

/** /admin/door — 'Tại cửa': today's bookings for checking guests in, made for a phone. */
export function DoorScreen() {
  const today = venueToday();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // The day's counts always cover every booking; the list follows the search.
  const day = useDoorList(today, '');
  const list = useDoorList(today, debounced);
  const refetchDay = day.refetch;
  const refetchList = list.refetch;
  const refresh = useCoalescedRefetch(() =>
    Promise.all([refetchDay(), debounced ? refetchList() : undefined]),
  );
  useBookingChanges(refresh);

  const counts = day.data?.doorList;
  const data = list.data?.doorList;
  const slots = new Map<string, DoorBooking[]>();
  for (const b of data?.items ?? []) slots.set(b.timeSlot, [...(slots.get(b.timeSlot) ?? []), b]);

  return (
    <AdminPage
      title={tVi('door.title')}
      description={tVi('door.description', { date: formatCalendarDate(today, true) })}
    >
      {/* A phone's column even on a laptop: rows stay short enough to read at a glance. */}
      <Stack gap="lg" maw={760} w="100%">
        <Paper
          withBorder
          radius="md"
          p="sm"
          pos="sticky"
          top={{ base: 64, xl: 8 }}
          style={{ zIndex: 5 }}
          data-testid="door-counts"
        >
          <Stack gap={8}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>
                {tVi('door.arrived')}{' '}
                <Text span fw={700} fz="xl" data-testid="door-arrived">
                  {counts?.arrived ?? '–'}
                </Text>{' '}
                /{' '}
                <Text span fw={700} fz="xl" data-testid="door-expected">
                  {counts?.guests ?? '–'}
                </Text>{' '}
                {tVi('door.countsGuests')}
              </Text>
              <Text size="sm" c="dimmed">
                {tVi('door.bookings', { count: counts?.items.length ?? 0 })}
              </Text>
            </Group>
            <Progress
              value={counts?.guests ? Math.min(100, (counts.arrived / counts.guests) * 100) : 0}
              color="teal"
              aria-label={tVi('door.progress')}
            />
            <TextInput
              type="search"
              placeholder={tVi('door.search')}
              aria-label={tVi('door.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              size="md"
            />
          </Stack>
        </Paper>

        {list.error && !data ? <FailureState error={list.error} /> : null}
        {!data && !list.error ? <LoadingState /> : null}
        {data && data.items.length === 0 ? (
          <EmptyState>
            {debounced ? tVi('door.noMatch', { search: debounced }) : tVi('door.empty')}
          </EmptyState>
        ) : null}
        {[...slots].map(([time, items]) => (
          <Slot key={time} time={time} items={items} />
        ))}
      </Stack>
    </AdminPage>
  );
}
