import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { pick } from '@/lib/bilingual.ts';
import { formatLongDate, formatTime } from '@/lib/dates.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useIsVn } from '@/lib/state.ts';

export interface BookingSummaryValue {
  date: string;
  timeSlot: string;
  guests: number;
  status?: string;
  area?: { name: string; nameVi: string; nameEn: string } | null;
  event?: { titleVi: string; titleEn: string } | null;
}

const STATUS: Record<string, { key: string; color: string }> = {
  new: { key: 'manage.statusNew', color: 'gold' },
  confirmed: { key: 'manage.statusConfirmed', color: 'teal' },
  cancelled: { key: 'manage.statusCancelled', color: 'gray' },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

/** A booking or an offered place as the visitor sees it: when, how many, where, and its state. */
export function BookingSummary({
  booking,
  children,
}: {
  booking: BookingSummaryValue;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const status = booking.status ? STATUS[booking.status] : undefined;
  // The day is a calendar date; noon keeps it on that day in the venue's zone.
  const day = formatLongDate(`${booking.date}T12:00:00+07:00`, isVn);
  const [h = 0, m = 0] = booking.timeSlot.split(':').map(Number);
  const time = formatTime(
    `${booking.date}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+07:00`,
    isVn,
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 32 }} shadow="sm" data-testid="booking-summary">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Row label={t('manage.when')}>
            {time} · {day}
          </Row>
          <Row label={t('manage.guests')}>{booking.guests}</Row>
          {booking.area ? (
            <Row label={t('manage.area')}>
              {pick(isVn, booking.area.nameVi, booking.area.nameEn) || booking.area.name}
            </Row>
          ) : null}
          {booking.event ? (
            <Row label={t('manage.event')}>{pick(isVn, booking.event.titleVi, booking.event.titleEn)}</Row>
          ) : null}
          {status ? (
            <Row label={t('manage.status')}>
              <Badge
                color={status.color}
                variant="light"
                size="lg"
                component="span"
                data-testid="booking-status"
              >
                {t(status.key)}
              </Badge>
            </Row>
          ) : null}
        </SimpleGrid>
        {children}
      </Stack>
    </Paper>
  );
}
