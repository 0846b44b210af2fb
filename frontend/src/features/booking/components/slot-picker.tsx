import { Alert, Chip, Group, Input, Loader, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { pick } from '@/lib/bilingual.ts';
import type { Availability } from '../api/get-availability.ts';
import { visibleSlots } from '../lib/availability.ts';

/** Why a day takes no bookings, with the venue's reason when it gave one. */
export function ClosedNotice({
  closed,
  isVn,
}: {
  closed: NonNullable<Availability['closed']>;
  isVn: boolean;
}) {
  const { t } = useTranslation();
  const reason = pick(isVn, closed.reasonVi, closed.reasonEn);
  return (
    <Alert color="orange" variant="light" icon={<IconCalendarOff size={18} aria-hidden />} role="status">
      {reason ? t('booking.closedReason', { reason }) : t('booking.closed')}
    </Alert>
  );
}

/**
 * An area's times on the chosen day as choices, each with its places left; full ones are shown
 * but cannot be chosen, past ones are left out.
 */
export function SlotPicker({
  slots,
  value,
  onChange,
  error,
  loading,
  children,
}: {
  slots: Availability['slots'];
  value: string;
  onChange: (time: string) => void;
  error?: ReactNode;
  loading: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const shown = visibleSlots(slots);
  return (
    <Input.Wrapper
      label={t('booking.timeSlot')}
      withAsterisk
      error={error}
      id="booking-time"
      // The chips are a radio group named by the wrapper's label.
      labelProps={{ id: 'booking-time-label', htmlFor: undefined }}
    >
      <Chip.Group multiple={false} value={value || null} onChange={(v) => onChange(v ?? '')}>
        <Group
          gap={8}
          mt={6}
          role="radiogroup"
          aria-labelledby="booking-time-label"
          aria-required
          aria-busy={loading}
          data-testid="booking-slots"
        >
          {shown.map((slot) => (
            <Chip
              key={slot.time}
              value={slot.time}
              type="radio"
              disabled={slot.full}
              radius="md"
              variant="outline"
              color="gold"
              data-full={slot.full || undefined}
            >
              <Text span fw={600} size="sm">
                {slot.time}
              </Text>
              {slot.left != null || slot.full ? (
                <Text span size="xs" ml={6} c={slot.full ? 'red.8' : 'dimmed'}>
                  {slot.full ? t('booking.full') : t('booking.placesLeft', { count: slot.left })}
                </Text>
              ) : null}
            </Chip>
          ))}
          {loading ? <Loader size="xs" aria-hidden /> : null}
        </Group>
      </Chip.Group>
      {!loading && shown.length === 0 ? (
        <Text size="sm" c="dimmed" mt={6}>
          {t('booking.noTimes')}
        </Text>
      ) : null}
      {children}
    </Input.Wrapper>
  );
}
