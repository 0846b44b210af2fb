import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDate } from '@/lib/dates.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useIsVn } from '@/lib/state.ts';
import { useJoinWaitlist, type WaitlistInput } from '../api/waitlist.ts';

/**
 * Offered when the time a visitor wants is full: the form's details go on the waiting list for a
 * full time of that day (or the event), and the venue emails when a place frees up.
 */
export function WaitlistPanel({
  fullTimes,
  preferred,
  details,
}: {
  /** The full times of the day to choose from; empty: the form's own time (an event). */
  fullTimes: string[];
  preferred?: string;
  /** The form's details, checked first; null when a field needs fixing (its message is shown). */
  details: () => (Omit<WaitlistInput, 'timeSlot'> & { timeSlot?: string }) | null;
}) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const [time, setTime] = useState(preferred ?? fullTimes[0] ?? '');
  const [join, { loading, error, data, reset }] = useJoinWaitlist();
  useEffect(() => {
    if (preferred) setTime(preferred);
  }, [preferred]);
  const joined = data?.joinWaitlist;

  const submit = async () => {
    const input = details();
    const timeSlot = fullTimes.length ? time : input?.timeSlot;
    if (!input || !timeSlot) return;
    reset();
    await join({ variables: { input: { ...input, timeSlot } } }).catch(() => undefined);
  };

  if (joined)
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCheck size={18} aria-hidden />}
        role="status"
        data-testid="waitlist-joined"
      >
        {t('booking.waitlistJoined', { time: joined.timeSlot, date: formatDate(joined.date, isVn) })}
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="waitlist-panel">
      <Stack gap="sm">
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconClockHour4
            size={20}
            color="var(--mantine-color-gold-7)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm">{t('booking.waitlistIntro')}</Text>
        </Group>
        <Group gap="sm" align="flex-end">
          {fullTimes.length ? (
            <Select
              label={t('booking.waitlistTime')}
              data={fullTimes}
              value={time || null}
              onChange={(v) => setTime(v ?? '')}
              allowDeselect={false}
              searchable={false}
              w={160}
              comboboxProps={{ zIndex: 500 }}
            />
          ) : null}
          <Button variant="outline" radius="xl" loading={loading} onClick={() => void submit()}>
            {t('booking.waitlist')}
          </Button>
        </Group>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {t('booking.waitlistFailed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
