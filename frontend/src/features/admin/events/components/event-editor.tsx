import { useApolloClient } from '@apollo/client/react';
import { Select, Switch, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useAdminAreas } from '../../areas/api/get-areas.ts';
import { GalleryField } from '../../components/gallery-field.tsx';
import { PublishableEditor } from '../../shared/publishable-editor.tsx';
import { useCreateEvent } from '../api/create-event.ts';
import { AdminEventDocument } from '../api/get-event.generated.ts';
import { EMPTY_EVENT, eventToForm, toEventInput, validateEvent } from '../api/event-input.ts';
import type { AdminEvent } from '../api/fragments.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  event: AdminEvent | null;
  onSaved: (event: AdminEvent) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Create or edit one event: Vi/En tabs, venue-time dates, area, tags, images, status. */
export function EventEditor({ event, onSaved, onDirtyChange }: Props) {
  const areas = useAdminAreas();
  const [create, created] = useCreateEvent();
  const [update, updated] = useUpdateEvent();
  const client = useApolloClient();
  const areaOptions = (areas.data?.areas ?? []).map((a) => ({ value: a._id, label: a.name || a.nameVi }));

  return (
    <PublishableEditor
      history={{
        type: 'event',
        reload: async (slug) =>
          (
            await client.query({
              query: AdminEventDocument,
              variables: { slug },
              fetchPolicy: 'network-only',
            })
          ).data?.event,
      }}
      item={event}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
      noun={tVi('events.noun')}
      publicPath={PAGE_PATHS.events}
      empty={EMPTY_EVENT}
      toForm={eventToForm}
      toInput={toEventInput}
      validate={validateEvent}
      create={async (input) => (await create({ variables: { input } })).data?.createEvent}
      update={async (id, input) => (await update({ variables: { id, input } })).data?.updateEvent}
      saving={created.loading || updated.loading}
      moreBilingual={(v) => ({ [tVi('events.price')]: [v.priceVi, v.priceEn] })}
      main={({ form, values, err }) => (
        <GalleryField
          label={tVi('events.gallery')}
          value={values.gallery}
          onChange={(g) => form.setFieldValue('gallery', g)}
          error={err('gallery')}
        />
      )}
      switches={({ form }) => (
        <Switch
          label={tVi('events.bookingEnabled')}
          {...form.getInputProps('bookingEnabled', { type: 'checkbox' })}
        />
      )}
      beforeTags={({ form }) => (
        <>
          <DateTimePicker
            label={tVi('events.start')}
            description={tVi('events.timezone')}
            placeholder={tVi('events.choose')}
            valueFormat="DD/MM/YYYY HH:mm"
            required
            clearable
            clearButtonProps={{ 'aria-label': tVi('events.clearStart') }}
            popoverProps={{ zIndex: 320 }}
            {...form.getInputProps('startAt')}
          />
          <DateTimePicker
            label={tVi('events.end')}
            placeholder={tVi('events.optional')}
            valueFormat="DD/MM/YYYY HH:mm"
            clearable
            clearButtonProps={{ 'aria-label': tVi('events.clearEnd') }}
            popoverProps={{ zIndex: 320 }}
            {...form.getInputProps('endAt')}
          />
          <Select
            label={tVi('events.area')}
            placeholder={areas.error ? tVi('events.areasFailed') : tVi('events.chooseArea')}
            data={areaOptions}
            clearable
            searchable
            comboboxProps={{ zIndex: 320 }}
            {...form.getInputProps('areaId')}
          />
        </>
      )}
      afterTags={({ form }) => (
        <>
          <TextInput
            label={tVi('events.priceVi')}
            placeholder={tVi('events.pricePlaceholder')}
            {...form.getInputProps('priceVi')}
          />
          <TextInput
            label={tVi('events.priceEn')}
            placeholder={tVi('events.pricePlaceholderEn')}
            {...form.getInputProps('priceEn')}
          />
        </>
      )}
    />
  );
}
