import { Alert, Button, Grid, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useNavigate } from 'react-router-dom';
import { bookingInput, todayInVietnam } from '@gateway/modules/bookings/bookings.schemas.ts';
import type { AreaSummary } from '@/features/discover/api/get-areas.ts';
import type { EventCardData } from '@/features/events/api/event-fields.ts';
import { pick } from '@/lib/bilingual.ts';
import { formatDate } from '@/lib/dates.ts';
import { useIsVn } from '@/lib/state.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { localiseErrors, serverFieldErrors } from '../localise-errors.ts';

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

const validateSchema = schemaResolver(bookingInput, { sync: true });

export function BookingForm({
  areas,
  events,
  initialEventId,
  initialAreaId,
}: {
  areas: AreaSummary[];
  events: EventCardData[];
  initialEventId?: string;
  initialAreaId?: string;
}) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const navigate = useNavigate();
  const [createBooking, { loading, error }] = useCreateBooking();
  const english = {
    name: t('booking.required'),
    phone: t('booking.invalidPhone'),
    email: t('booking.invalidEmail'),
    date: t('booking.invalidDate'),
    timeSlot: t('booking.invalidTime'),
    guests: t('booking.invalidGuests'),
    note: t('booking.invalidNote'),
  };
  const form = useForm<BookingFormValues>({
    mode: 'controlled',
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
    validate: (values) =>
      localiseErrors(
        validateSchema({
          ...values,
          guests: typeof values.guests === 'number' ? values.guests : Number.NaN,
          language: isVn ? 'vi' : 'en',
        }),
        isVn,
        english,
      ),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const input = bookingInput.parse({ ...values, language: isVn ? 'vi' : 'en' });
      await createBooking({
        variables: {
          input: {
            ...input,
            areaId: input.areaId,
            eventId: input.eventId,
          },
        },
      });
      void navigate('/thanks?from=booking');
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(localiseErrors(fields, isVn, english));
    }
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
    <form onSubmit={submit} noValidate aria-label={t('booking.title')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, custom: 6 }}>
          <TextInput
            label={t('booking.name')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, custom: 6 }}>
          <TextInput
            label={t('booking.phone')}
            type="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('phone')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t('booking.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, custom: 4 }}>
          <TextInput
            label={t('booking.date')}
            type="date"
            min={todayInVietnam()}
            withAsterisk
            {...form.getInputProps('date')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, custom: 4 }}>
          <Select
            label={t('booking.timeSlot')}
            data={TIME_SLOTS}
            withAsterisk
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
            min={1}
            max={50}
            allowDecimal={false}
            withAsterisk
            {...form.getInputProps('guests')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, custom: 6 }}>
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, custom: 6 }}>
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
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('booking.note')}
            placeholder={t('booking.notePlaceholder')}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('note')}
          />
        </Grid.Col>
        {error && (
          <Grid.Col span={12}>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {t('booking.failed')}
            </Alert>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Button type="submit" size="md" radius="xl" loading={loading} fullWidth>
            {t('booking.submit')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
