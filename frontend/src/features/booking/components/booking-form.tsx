import { Grid, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/i18n/index.ts';
import { bookingInput, todayInVietnam } from '@gateway/modules/bookings/bookings.schemas.ts';
import type { EventCardFieldsFragment, GetAreasQuery } from '@/graphql/generated/operations.ts';
import {
  ContactField,
  FullCol,
  HalfCol,
  PublicFormShell,
  REQUIRED,
} from '@/components/forms/public-form.tsx';
import { usePublicForm } from '@/components/forms/use-public-form.ts';
import { pick } from '@/lib/bilingual.ts';
import { formatDate } from '@/lib/dates.ts';
import { useCreateBooking } from '../api/create-booking.ts';

/** Half-hour slots during opening hours (10:00–22:30). */
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

/** The guests' range, as the schema declares it. */
const GUESTS = {
  min: bookingInput.shape.guests.minValue ?? 1,
  max: bookingInput.shape.guests.maxValue ?? 50,
};

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
  const { form, submit, isVn, tooMany } = usePublicForm<BookingFormValues>({
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
    schema: bookingInput,
    // An emptied number field is '' in the form: the schema reads it as missing, not as 0.
    toInput: (values, vn) => ({
      ...values,
      guests: typeof values.guests === 'number' ? values.guests : Number.NaN,
      language: vn ? 'vi' : 'en',
    }),
    send: async (values, vn, honeypot) => {
      const input = bookingInput.parse({ ...values, language: vn ? 'vi' : 'en', ...honeypot });
      await createBooking({
        variables: {
          input: {
            ...input,
            areaId: input.areaId,
            eventId: input.eventId,
          },
        },
      });
    },
    from: 'booking',
  });

  const eventOptions = events.map((event) => ({
    value: event._id,
    label: `${pick(isVn, event.titleVi, event.titleEn)} · ${formatDate(event.startAt, isVn)}`,
  }));
  const areaOptions = areas.map((area) => ({
    value: area._id,
    label: pick(isVn, area.nameVi, area.nameEn) || area.name,
  }));

  return (
    <PublicFormShell
      label={t('booking.title')}
      onSubmit={submit}
      failed={Boolean(error)}
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
      <Grid.Col span={{ base: 12, custom: 4 }}>
        <TextInput
          label={t('booking.date')}
          type="date"
          min={todayInVietnam()}
          {...REQUIRED}
          {...form.getInputProps('date')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, custom: 4 }}>
        <Select
          label={t('booking.timeSlot')}
          data={TIME_SLOTS}
          {...REQUIRED}
          searchable={false}
          comboboxProps={{ zIndex: 500 }}
          {...form.getInputProps('timeSlot')}
          value={form.values.timeSlot || null}
          onChange={(value) => form.setFieldValue('timeSlot', value ?? '')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, custom: 4 }}>
        <NumberInput
          label={t('booking.guests')}
          min={GUESTS.min}
          max={GUESTS.max}
          // 0 or 10000 stay as typed and get the range message, rather than being changed silently.
          clampBehavior="none"
          allowDecimal={false}
          {...REQUIRED}
          {...form.getInputProps('guests')}
        />
      </Grid.Col>
      <HalfCol>
        <Select
          label={t('booking.area')}
          placeholder={t('booking.anyArea')}
          data={areaOptions}
          clearable
          comboboxProps={{ zIndex: 500 }}
          {...form.getInputProps('areaId')}
          value={form.values.areaId || null}
          onChange={(value) => form.setFieldValue('areaId', value ?? '')}
        />
      </HalfCol>
      <HalfCol>
        <Select
          label={t('booking.event')}
          placeholder={t('booking.noEvent')}
          data={eventOptions}
          clearable
          comboboxProps={{ zIndex: 500 }}
          {...form.getInputProps('eventId')}
          value={form.values.eventId || null}
          onChange={(value) => form.setFieldValue('eventId', value ?? '')}
        />
      </HalfCol>
      <FullCol>
        <Textarea
          label={t('booking.note')}
          placeholder={t('booking.notePlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('note')}
        />
      </FullCol>
    </PublicFormShell>
  );
}
