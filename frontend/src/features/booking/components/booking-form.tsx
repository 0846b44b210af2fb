import '@mantine/dates/styles.layer.css';
import { Alert, Grid, NativeSelect, NumberInput, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/vi';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { GUESTS } from '@gateway/modules/bookings/bookings.guests.ts';
import { venueToday } from '@gateway/lib/venue-time.ts';
import type { EventCardFieldsFragment, GetAreasQuery } from '@/graphql/generated/operations.ts';
import {
  ContactField,
  FullCol,
  GrowingTextarea,
  HalfCol,
  PublicFormShell,
  REQUIRED,
} from '@/components/forms/public-form.tsx';
import type { FieldError } from '@/components/forms/field-errors.ts';
import { usePublicForm } from '@/components/forms/use-public-form.ts';
import { pick } from '@/lib/bilingual.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatCalendarDate } from '@gateway/lib/venue-time-input.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useAvailability } from '../api/get-availability.ts';
import {
  closedWhy,
  guestsMax,
  parseVisitorDate,
  slotFullOf,
  closedLegend,
  weekdaysOff,
  weekdaysOffText,
  type ClosedWhy,
} from '../lib/availability.ts';
import classes from './booking.module.css';
import { ClosedNotice, SlotPicker } from './slot-picker.tsx';
import { WaitlistPanel } from './waitlist-panel.tsx';

/** Half-hour slots during opening hours (10:00–22:30), for places that set no hours. */
export const TIME_SLOTS = Array.from({ length: 26 }, (_, i) => {
  const minutes = 10 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

export interface BookingFormValues {
  name: string;
  phone: string;
  email: string;
  date: string;
  timeSlot: string;
  guests: number | string;
  areaId: string;
  eventId: string;
  note: string;
}

const loadSchema = () => import('@gateway/modules/bookings/bookings.schemas.ts').then((m) => m.bookingInput);
type BookingSchema = Awaited<ReturnType<typeof loadSchema>>;

/** A slot that filled between choosing it and sending: which one, and what was still open. */
interface JustFilled {
  time: string;
  openSlots: string[];
}

/** A closure's days as the legend names them: one date, or the first and the last. */
function closureDays(from: string, to: string, isVn: boolean): string {
  return from === to
    ? formatCalendarDate(from, isVn)
    : `${formatCalendarDate(from, isVn)} – ${formatCalendarDate(to, isVn)}`;
}

/** At most this many closures are named under the calendar; each day still says why when chosen. */
const LEGEND_CLOSURES = 3;

export function BookingForm({
  areas,
  events,
  initialEventId,
  initialAreaId,
}: {
  areas: GetAreasQuery['areas'];
  events: EventCardFieldsFragment[];
  initialEventId?: string;
  initialAreaId?: string;
}) {
  const { t } = useTranslation();
  const [createBooking, { loading, error }] = useCreateBooking();
  const [justFilled, setJustFilled] = useState<JustFilled>();
  // Set by `check` below from the answer, which is known only after the form exists.
  const [placesLeft, setPlacesLeft] = useState<number>();
  const { form, submit, warm, isVn, tooMany } = usePublicForm<BookingFormValues, BookingSchema>({
    initialValues: {
      name: '',
      phone: '',
      email: '',
      date: '',
      timeSlot: '',
      guests: 2,
      areaId: initialAreaId ?? '',
      eventId: initialEventId ?? '',
      note: '',
    },
    schema: loadSchema,
    // An emptied number field is '' in the form: the schema reads it as missing, not as 0.
    toInput: (values, vn) => ({
      ...values,
      guests: typeof values.guests === 'number' ? values.guests : Number.NaN,
      language: vn ? 'vi' : 'en',
    }),
    check: (values): Record<string, FieldError> =>
      placesLeft !== undefined && typeof values.guests === 'number' && values.guests > placesLeft
        ? { guests: { key: 'forms.overPlaces', values: { max: placesLeft } } }
        : {},
    send: async (values, vn, honeypot, schema) => {
      const input = schema.parse({ ...values, language: vn ? 'vi' : 'en', ...honeypot });
      setJustFilled(undefined);
      try {
        const { data } = await createBooking({
          variables: { input: { ...input, areaId: input.areaId, eventId: input.eventId } },
        });
        return { manageUrl: data?.createBooking.manageUrl ?? undefined };
      } catch (err) {
        const full = slotFullOf(err);
        if (full) {
          setJustFilled({ time: values.timeSlot, openSlots: full.openSlots });
          form.setFieldValue('timeSlot', '');
          void availability.refetch();
        }
        throw err;
      }
    },
    from: 'booking',
  });

  const { areaId, eventId, date } = form.values;
  // An event's places count before an area's hours: a booking for an event takes from the event.
  const target = eventId ? { eventId } : areaId ? { areaId } : null;
  // Before a day is chosen, today's answer already carries the weekdays and closures to grey out.
  const availability = useAvailability(target && { ...target, date: date || venueToday() });
  const answer = availability.error ? undefined : availability.data?.availability;
  const current = answer && (answer.date === date || !date) ? answer : undefined;
  const places = eventId ? current?.places : null;
  const maxGuests = guestsMax(GUESTS.max, places);
  const withSlots = Boolean(current && !current.anyTime && !current.closed && date);
  const chooseDateFirst = Boolean(answer && !answer.anyTime && !date);
  // The calendar names the closed days where the guest picks one: struck through, with the reason
  // in the day's title and label, and listed under the field, so nobody has to type a date to learn why.
  const offDays = answer ? weekdaysOff(answer.weekdays) : [];
  const legend = closedLegend(
    answer
      ? [
          ...(offDays.length ? [weekdaysOffText(offDays, isVn)] : []),
          ...answer.closures.slice(0, LEGEND_CLOSURES).map((c) => {
            const reason = pick(isVn, c.reasonVi, c.reasonEn);
            const days = closureDays(c.from, c.to, isVn);
            return reason ? `${days}: ${reason}` : days;
          }),
          ...(answer.closures.length > LEGEND_CLOSURES ? ['…'] : []),
        ]
      : [],
    isVn,
  );
  const whyText = (why: ClosedWhy) =>
    why.closure
      ? pick(isVn, why.closure.reasonVi, why.closure.reasonEn) || t('booking.closed')
      : weekdaysOffText([why.weekday], isVn);
  const closedOnDate = current?.closed && date ? closedWhy(date, answer) : undefined;

  useEffect(() => setPlacesLeft(places ? places.left : undefined), [places]);
  // A time chosen for another day or place may not exist there.
  useEffect(() => {
    if (withSlots && current && !current.slots.some((s) => s.time === form.values.timeSlot && !s.full))
      form.setFieldValue('timeSlot', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [current, withSlots]);

  // A native list shows its first option for a value it lacks (a link to an event past the first
  // fifty, or to an area since removed): the value chosen stays, named as chosen.
  const withChosen = (options: { value: string; label: string }[], chosen: string, label: string) =>
    chosen && !options.some((o) => o.value === chosen) ? [...options, { value: chosen, label }] : options;
  const eventOptions = withChosen(
    events.map((event) => ({
      value: event._id,
      label: `${pick(isVn, event.titleVi, event.titleEn)} · ${formatDate(event.startAt, isVn)}`,
    })),
    eventId,
    t('booking.chosenEvent'),
  );
  const areaOptions = withChosen(
    areas.map((area) => ({ value: area._id, label: pick(isVn, area.nameVi, area.nameEn) || area.name })),
    areaId,
    t('booking.chosenArea'),
  );
  const conflict = Boolean(justFilled) && slotFullOf(error) !== undefined;
  const fullTimes =
    withSlots && current ? current.slots.filter((s) => s.full && !s.past).map((s) => s.time) : [];
  if (justFilled && !fullTimes.includes(justFilled.time)) fullTimes.unshift(justFilled.time);
  const eventFull = Boolean(
    places && typeof form.values.guests === 'number' && form.values.guests > places.left,
  );
  const offerWaitlist = Boolean(date) && (fullTimes.length > 0 || eventFull);
  /** The form's details for the waiting list, each checked as the booking would be. */
  const waitlistDetails = () => {
    // An event's waiting list takes the form's own time; an area's, the full time chosen in the panel.
    const fields = [
      'name',
      'phone',
      'email',
      'date',
      'guests',
      ...(eventFull ? (['timeSlot'] as const) : []),
    ];
    const failed = fields.filter((f) => form.validateField(f).hasError && f !== 'guests');
    if (failed.length) return null;
    const v = form.values;
    form.clearFieldError('guests');
    return {
      name: v.name.trim(),
      phone: v.phone.trim(),
      email: v.email.trim(),
      guests: Number(v.guests),
      date: v.date,
      timeSlot: v.timeSlot || undefined,
      areaId: v.areaId || undefined,
      eventId: v.eventId || undefined,
      language: isVn ? 'vi' : 'en',
    };
  };

  return (
    <PublicFormShell
      label={t('booking.title')}
      onSubmit={submit}
      onFirstUse={warm}
      failed={Boolean(error) && !conflict}
      failedText={t('booking.failed')}
      tooMany={tooMany}
      submitLabel={t('booking.submit')}
      loading={loading}
      fullWidthSubmit
    >
      <HalfCol>
        <ContactField kind="name" label={t('booking.name')} {...REQUIRED} {...form.getInputProps('name')} />
      </HalfCol>
      <HalfCol>
        <ContactField kind="tel" label={t('booking.phone')} {...REQUIRED} {...form.getInputProps('phone')} />
      </HalfCol>
      <FullCol>
        <ContactField
          kind="email"
          label={t('booking.email')}
          {...REQUIRED}
          {...form.getInputProps('email')}
        />
      </FullCol>
      <HalfCol>
        <NativeSelect
          label={t('booking.area')}
          data={[{ value: '', label: t('booking.anyArea') }, ...areaOptions]}
          {...form.getInputProps('areaId')}
        />
      </HalfCol>
      <HalfCol>
        <NativeSelect
          label={t('booking.event')}
          data={[{ value: '', label: t('booking.noEvent') }, ...eventOptions]}
          {...form.getInputProps('eventId')}
        />
      </HalfCol>
      {places ? (
        <FullCol>
          <Text
            size="sm"
            fw={600}
            c={places.left ? 'gold.8' : 'red.8'}
            data-testid="event-places"
            role="status"
          >
            {places.left ? t('booking.eventPlaces', { count: places.left }) : t('booking.eventFull')}
          </Text>
        </FullCol>
      ) : null}
      {/* The date takes the widest third, so that "dd/mm/yyyy" is never cut short beside its icon. */}
      <Grid.Col span={{ base: 12, custom: withSlots ? 6 : 5 }}>
        <DateInput
          label={t('booking.date')}
          placeholder={t('booking.datePlaceholder')}
          locale={isVn ? 'vi' : 'en'}
          firstDayOfWeek={1}
          valueFormat="DD/MM/YYYY"
          dateParser={parseVisitorDate}
          minDate={venueToday()}
          // Closed days stay choosable: choosing one says why under the field (no time can be picked).
          getDayProps={(day) => {
            const why = closedWhy(day, answer);
            if (!why) return {};
            const label = `${formatCalendarDate(day, isVn)}: ${t('booking.closedReason', { reason: whyText(why) })}`;
            return { 'data-closed': true, title: label, 'aria-label': label };
          }}
          // Weekends are ordinary days here: red read as "closed".
          weekendDays={[]}
          classNames={{ day: classes.day }}
          description={legend || undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          descriptionProps={{ 'data-testid': 'closed-days' } as Record<string, string>}
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ zIndex: 500 }}
          {...REQUIRED}
          {...form.getInputProps('date')}
          value={date || null}
          onChange={(value) => {
            form.setFieldValue('date', value ?? '');
            setJustFilled(undefined);
          }}
        />
      </Grid.Col>
      {!withSlots ? (
        <Grid.Col span={{ base: 6, custom: 4 }}>
          <NativeSelect
            label={t('booking.timeSlot')}
            data={[{ value: '', label: '--:--' }, ...TIME_SLOTS]}
            {...REQUIRED}
            disabled={Boolean(current?.closed) || chooseDateFirst}
            {...form.getInputProps('timeSlot')}
          />
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: withSlots ? 12 : 6, custom: withSlots ? 6 : 3 }}>
        <NumberInput
          label={t('booking.guests')}
          min={GUESTS.min}
          max={maxGuests || GUESTS.max}
          // 0 or 10000 stay as typed and get the range message, rather than being changed silently.
          clampBehavior="none"
          allowDecimal={false}
          {...REQUIRED}
          {...form.getInputProps('guests')}
        />
      </Grid.Col>
      {current?.closed && date ? (
        <FullCol>
          <ClosedNotice closed={current.closed} isVn={isVn} weekday={closedOnDate?.weekday} />
        </FullCol>
      ) : null}
      {chooseDateFirst ? (
        <FullCol>
          <Text size="sm" c="dimmed">
            {t('booking.chooseDate')}
          </Text>
        </FullCol>
      ) : null}
      {justFilled ? (
        <FullCol>
          <Alert color="orange" variant="light" role="alert" data-testid="slot-just-filled">
            {justFilled.openSlots.length
              ? t('booking.justFilled', { time: justFilled.time, open: justFilled.openSlots.join(', ') })
              : t('booking.justFilledNone', { time: justFilled.time })}
          </Alert>
        </FullCol>
      ) : null}
      {withSlots && current ? (
        <FullCol>
          <SlotPicker
            slots={current.slots}
            value={form.values.timeSlot}
            onChange={(time) => {
              form.setFieldValue('timeSlot', time);
              setJustFilled(undefined);
            }}
            error={form.errors.timeSlot}
            loading={availability.loading}
          />
        </FullCol>
      ) : null}
      {offerWaitlist ? (
        <FullCol>
          <WaitlistPanel
            fullTimes={eventFull ? [] : fullTimes}
            preferred={justFilled?.time}
            details={waitlistDetails}
          />
        </FullCol>
      ) : null}
      <FullCol>
        <GrowingTextarea
          label={t('booking.note')}
          placeholder={t('booking.notePlaceholder')}
          minRows={3}
          maxRows={8}
          {...form.getInputProps('note')}
        />
      </FullCol>
    </PublicFormShell>
  );
}
