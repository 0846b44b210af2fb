import { ADMIN_PATHS } from '@gateway/lib/site-paths.ts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconClockHour4,
  IconDoorEnter,
  IconMail,
  IconTicket,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { tVi } from '@/features/admin/i18n/index.ts';
import { AdminPage, FailureState, LoadingState } from '../../components/admin-page.tsx';
import { useBookingChanges, useCoalescedRefetch } from '../../door/api/on-booking-updated.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { useDashboard, type DashboardData } from '../api/get-dashboard.ts';

// The figures staff need first (today, what waits) show while the plotting library still loads.
const DashboardPlots = lazy(() => import('./dashboard-charts.tsx'));

/** Where each card leads: the screen that deals with what it counts. */
const LINKS = {
  door: ADMIN_PATHS.door,
  bookings: ADMIN_PATHS.bookings,
  messages: ADMIN_PATHS.messages,
  waiting: `${ADMIN_PATHS.bookings}?tab=waitlist`,
};

function StatCard({
  label,
  value,
  hint,
  to,
  icon: Icon,
  color,
  testId,
}: {
  label: string;
  value: number;
  hint: string;
  to: string;
  icon: Icon;
  color: string;
  testId: string;
}) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      data-testid={testId}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      {/* The icon beside the label, not beside the figure: at 375 px two cards share a row and
          a big icon would wrap every label onto two lines. */}
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <ThemeIcon variant="light" color={color} size={24} radius="sm" style={{ flex: 'none' }}>
            <Icon size={16} stroke={1.8} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" fw={500} lh={1.25}>
            {label}
          </Text>
        </Group>
        <Text fz={32} fw={700} lh={1.1} data-testid={`${testId}-value`}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}

function TonightSlot({ slot }: { slot: DashboardData['tonight'][number] }) {
  const full = slot.capacity != null && slot.guests >= slot.capacity;
  const used = slot.capacity ? Math.min(100, (slot.guests / slot.capacity) * 100) : 0;
  const came = slot.guests ? Math.min(100, (slot.arrived / slot.guests) * 100) : 0;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="tonight-slot">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {slot.nameVi}
          </Text>
          <Badge variant="light" color={slot.kind === 'event' ? 'grape' : 'gray'} style={{ flex: 'none' }}>
            {slot.time}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="tonight-guests">
            {slot.capacity != null
              ? tVi('dashboard.tonight.places', { guests: slot.guests, capacity: slot.capacity })
              : tVi('dashboard.tonight.unlimited', { count: slot.guests })}
          </Text>
          <Text size="xs" c="dimmed">
            {tVi('dashboard.tonight.bookings', { count: slot.bookings })}
          </Text>
        </Group>
        {slot.capacity != null ? (
          <Progress
            value={used}
            color={full ? 'red' : used >= 80 ? 'orange' : 'teal'}
            aria-label={tVi('dashboard.tonight.booked', { guests: slot.guests, capacity: slot.capacity })}
          />
        ) : null}
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={came}
            color="blue"
            size="sm"
            style={{ flex: 1 }}
            aria-label={tVi('dashboard.tonight.arrivedBar')}
          />
          <Text size="xs" c="dimmed" data-testid="tonight-arrived" style={{ whiteSpace: 'nowrap' }}>
            {tVi('dashboard.tonight.arrivedOf', { arrived: slot.arrived, guests: slot.guests })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function Tonight({ data }: { data: DashboardData }) {
  const { totals } = data;
  return (
    <Card withBorder radius="md" padding="md" data-testid="tonight">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {tVi('dashboard.tonight.title')}
          </Title>
          <Button
            component={Link}
            to={LINKS.door}
            size="xs"
            variant="light"
            leftSection={<IconDoorEnter size={16} />}
          >
            {tVi('dashboard.tonight.door')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="tonight-totals">
          {[
            tVi('dashboard.tonight.bookings', { count: totals.bookings }),
            tVi('dashboard.tonight.guests', { count: totals.guests }),
            tVi('dashboard.tonight.arrived', { count: totals.arrived }),
            ...(totals.noShows ? [tVi('dashboard.tonight.noShows', { count: totals.noShows })] : []),
          ].join(' · ')}
        </Text>
        {data.tonight.length === 0 ? (
          <Text c="dimmed" ta="center" py="md" data-testid="tonight-empty">
            {tVi('dashboard.tonight.empty')}{' '}
            <Anchor component={Link} to={LINKS.bookings} inherit>
              {tVi('dashboard.tonight.openBookings')}
            </Anchor>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {data.tonight.map((slot) => (
              <TonightSlot key={`${slot.kind}:${slot.id}:${slot.time}`} slot={slot} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/dashboard — 'Tổng quan': the staff's day at a glance, live. */
export function DashboardScreen() {
  const query = useDashboard();
  const refresh = useCoalescedRefetch(query.refetch);
  useBookingChanges(refresh);
  const data = query.data?.dashboard;

  return (
    <AdminPage
      title={tVi('dashboard.title')}
      description={
        data ? tVi('dashboard.description', { date: formatCalendarDate(data.today, true) }) : undefined
      }
    >
      {query.error && !data ? <FailureState error={query.error} /> : null}
      {!data && !query.error ? <LoadingState /> : null}
      {data ? (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="dashboard-stats">
            <StatCard
              label={tVi('dashboard.stats.guests')}
              value={data.totals.guests}
              hint={tVi('dashboard.stats.guestsHint', { count: data.totals.arrived })}
              to={LINKS.door}
              icon={IconUsers}
              color="teal"
              testId="stat-guests"
            />
            <StatCard
              label={tVi('dashboard.stats.toConfirm')}
              value={data.toConfirm}
              hint={tVi('dashboard.stats.toConfirmHint')}
              to={LINKS.bookings}
              icon={IconTicket}
              color="red"
              testId="stat-to-confirm"
            />
            <StatCard
              label={tVi('dashboard.stats.messages')}
              value={data.newMessages}
              hint={tVi('dashboard.stats.messagesHint')}
              to={LINKS.messages}
              icon={IconMail}
              color="blue"
              testId="stat-messages"
            />
            <StatCard
              label={tVi('dashboard.stats.waiting')}
              value={data.waiting}
              hint={tVi('dashboard.stats.waitingHint')}
              to={LINKS.waiting}
              icon={IconClockHour4}
              color="orange"
              testId="stat-waiting"
            />
          </SimpleGrid>
          <Tonight data={data} />
          <Suspense fallback={<LoadingState label={tVi('dashboard.loadingCharts')} />}>
            <DashboardPlots data={data} />
          </Suspense>
        </>
      ) : null}
    </AdminPage>
  );
}
