import { Alert, Chip, Input, Loader, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { pick } from '@/lib/bilingual.ts';
import type { Availability } from '../api/get-availability.ts';
import { visibleSlots, weekdaysOffText } from '../lib/availability.ts';
import classes from './booking.module.css';

/** Why a day takes no bookings: the venue's reason, else the weekday it does not open. */
export function ClosedNotice({
  closed,
  isVn,
  weekday,
}: {
  closed: NonNullable<Availability['closed']>;
  isVn: boolean;
  /** The ISO weekday without hours, when that is why. */
  weekday?: number;
}) {
  const { t } = useTranslation();
  const reason = pick(isVn, closed.reasonVi, closed.reasonEn);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarOff size={18} aria-hidden />}
      role="status"
      data-testid="closed-notice"
    >
      {reason
        ? t('booking.closedReason', { reason })
        : weekday
          ? t('booking.closedReason', {
              reason: weekdaysOffText([weekday], isVn),
            })
          : t('booking.closed')}
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
        <div
          className={classes.slots}
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
              classNames={{ root: classes.slotRoot, label: classes.slotLabel, iconWrapper: classes.slotIcon }}
            >
              <Text span fw={600} size="sm" display="block">
                {slot.time}
              </Text>
              {slot.left != null || slot.full ? (
                <Text span size="xs" display="block" c={slot.full ? 'red.8' : 'dimmed'}>
                  {slot.full ? t('booking.full') : t('booking.placesLeft', { count: slot.left })}
                </Text>
              ) : null}
            </Chip>
          ))}
          {loading ? <Loader size="xs" aria-hidden /> : null}
        </div>
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
