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
      noun="sự kiện"
      publicPath={PAGE_PATHS.events}
      empty={EMPTY_EVENT}
      toForm={eventToForm}
      toInput={toEventInput}
      validate={validateEvent}
      create={async (input) => (await create({ variables: { input } })).data?.createEvent}
      update={async (id, input) => (await update({ variables: { id, input } })).data?.updateEvent}
      saving={created.loading || updated.loading}
      moreBilingual={(v) => ({ 'Giá vé': [v.priceVi, v.priceEn] })}
      main={({ form, values, err }) => (
        <GalleryField
          label="Thư viện ảnh"
          value={values.gallery}
          onChange={(g) => form.setFieldValue('gallery', g)}
          error={err('gallery')}
        />
      )}
      switches={({ form }) => (
        <Switch label="Cho phép đặt chỗ" {...form.getInputProps('bookingEnabled', { type: 'checkbox' })} />
      )}
      beforeTags={({ form }) => (
        <>
          <DateTimePicker
            label="Bắt đầu"
            description="Giờ Việt Nam (Asia/Ho_Chi_Minh)"
            placeholder="Chọn ngày giờ"
            valueFormat="DD/MM/YYYY HH:mm"
            required
            clearable
            clearButtonProps={{ 'aria-label': 'Xoá giờ bắt đầu' }}
            popoverProps={{ zIndex: 320 }}
            {...form.getInputProps('startAt')}
          />
          <DateTimePicker
            label="Kết thúc"
            placeholder="Không bắt buộc"
            valueFormat="DD/MM/YYYY HH:mm"
            clearable
            clearButtonProps={{ 'aria-label': 'Xoá giờ kết thúc' }}
            popoverProps={{ zIndex: 320 }}
            {...form.getInputProps('endAt')}
          />
          <Select
            label="Khu vực"
            placeholder={areas.error ? 'Không tải được khu vực' : 'Chọn khu vực'}
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
            label="Giá vé (Tiếng Việt)"
            placeholder="Miễn phí / 200.000đ"
            {...form.getInputProps('priceVi')}
          />
          <TextInput
            label="Price (English)"
            placeholder="Free / 200,000 VND"
            {...form.getInputProps('priceEn')}
          />
        </>
      )}
    />
  );
}
