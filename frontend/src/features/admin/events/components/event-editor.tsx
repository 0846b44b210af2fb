import {
  Anchor,
  Grid,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAdminAreas } from '../../areas/api/get-areas.ts';
import { BilingualTabs } from '../../components/bilingual-tabs.tsx';
import { MissingEnglish, missingEnglish } from '../../components/english-badge.tsx';
import { GalleryField } from '../../components/gallery-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { showServerErrors, slugify, toastSuccess } from '../../lib/form.ts';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard.ts';
import { TagsField } from '../../tags/components/tags-field.tsx';
import { useCreateEvent } from '../api/create-event.ts';
import { EMPTY_EVENT, eventToForm, toEventInput, validateEvent, type EventForm } from '../api/event-input.ts';
import type { AdminEvent } from '../api/fragments.ts';
import { useUpdateEvent } from '../api/update-event.ts';

interface Props {
  event: AdminEvent | null;
  onSaved: (event: AdminEvent) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Create or edit one event: Vi/En tabs, venue-time dates, area, tags, images, status. */
export function EventEditor({ event, onSaved, onDirtyChange }: Props) {
  const areas = useAdminAreas();
  const [create, { loading: creating }] = useCreateEvent();
  const [update, { loading: updating }] = useUpdateEvent();
  const [slugTouched, setSlugTouched] = useState(Boolean(event));
  const [saved, setSaved] = useState<AdminEvent | null>(event);
  const form = useForm<EventForm>({
    mode: 'controlled',
    initialValues: event ? eventToForm(event) : EMPTY_EVENT,
    validate: validateEvent,
  });
  const dirty = form.isDirty();
  useUnsavedGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const v = form.getValues();
  const missing = missingEnglish({
    'Tiêu đề': [v.titleVi, v.titleEn],
    'Tóm tắt': [v.summaryVi, v.summaryEn],
    'Nội dung': [v.contentVi, v.contentEn],
    'Giá vé': [v.priceVi, v.priceEn],
  });

  const submit = form.onSubmit(async (values) => {
    const input = toEventInput(values);
    try {
      const result = saved
        ? (await update({ variables: { id: saved._id, input } })).data?.updateEvent
        : (await create({ variables: { input } })).data?.createEvent;
      if (!result) return;
      setSaved(result);
      setSlugTouched(true);
      const next = eventToForm(result);
      form.setValues(next);
      form.resetDirty(next);
      toastSuccess(saved ? 'Đã lưu sự kiện' : 'Đã tạo sự kiện');
      onSaved(result);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  const areaOptions = (areas.data?.areas ?? []).map((a) => ({ value: a._id, label: a.name || a.nameVi }));
  const err = (key: keyof EventForm) => form.errors[key] as string | undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack>
              <BilingualTabs
                missing={missing.length}
                vi={
                  <Stack>
                    <TextInput
                      label="Tiêu đề"
                      required
                      {...form.getInputProps('titleVi')}
                      onChange={(e) => {
                        const title = e.currentTarget.value;
                        form.setFieldValue('titleVi', title);
                        if (!slugTouched) form.setFieldValue('slug', slugify(title));
                      }}
                    />
                    <Textarea label="Tóm tắt" autosize minRows={2} {...form.getInputProps('summaryVi')} />
                    <RichTextField label="Nội dung" value={v.contentVi} onChange={(html) => form.setFieldValue('contentVi', html)} error={err('contentVi')} />
                  </Stack>
                }
                en={
                  <Stack>
                    <TextInput label="Title" {...form.getInputProps('titleEn')} />
                    <Textarea label="Summary" autosize minRows={2} {...form.getInputProps('summaryEn')} />
                    <RichTextField label="Content" value={v.contentEn} onChange={(html) => form.setFieldValue('contentEn', html)} error={err('contentEn')} />
                  </Stack>
                }
              />
              <GalleryField label="Thư viện ảnh" value={v.gallery} onChange={(g) => form.setFieldValue('gallery', g)} error={err('gallery')} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <SegmentedControl
                    fullWidth
                    data={[
                      { value: 'draft', label: 'Bản nháp' },
                      { value: 'published', label: 'Đã đăng' },
                    ]}
                    {...form.getInputProps('status')}
                  />
                  <Switch label="Nổi bật" {...form.getInputProps('featured', { type: 'checkbox' })} />
                  <Switch label="Cho phép đặt chỗ" {...form.getInputProps('bookingEnabled', { type: 'checkbox' })} />
                  {saved ? (
                    <Anchor href={`/event/${saved.slug}`} target="_blank" size="sm" style={{ wordBreak: 'break-all' }}>
                      <IconExternalLink size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                      Xem trước /event/{saved.slug}
                    </Anchor>
                  ) : null}
                </Stack>
              </Paper>
              <TextInput
                label="Slug"
                description="Tạo tự động từ tiêu đề tiếng Việt, có thể sửa"
                {...form.getInputProps('slug')}
                onChange={(e) => {
                  setSlugTouched(true);
                  form.setFieldValue('slug', e.currentTarget.value);
                }}
              />
              <DateTimePicker
                label="Bắt đầu"
                description="Giờ Việt Nam (Asia/Ho_Chi_Minh)"
                placeholder="Chọn ngày giờ"
                valueFormat="DD/MM/YYYY HH:mm"
                required
                clearable
                popoverProps={{ zIndex: 320 }}
                {...form.getInputProps('startAt')}
              />
              <DateTimePicker
                label="Kết thúc"
                placeholder="Không bắt buộc"
                valueFormat="DD/MM/YYYY HH:mm"
                clearable
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
              <TagsField value={v.tagIds} onChange={(ids) => form.setFieldValue('tagIds', ids)} error={err('tagIds')} />
              <TextInput label="Giá vé (Tiếng Việt)" placeholder="Miễn phí / 200.000đ" {...form.getInputProps('priceVi')} />
              <TextInput label="Price (English)" placeholder="Free / 200,000 VND" {...form.getInputProps('priceEn')} />
              <ImageField label="Ảnh bìa" value={v.cover} onChange={(img) => form.setFieldValue('cover', img)} error={err('cover')} />
            </Stack>
          </Grid.Col>
        </Grid>
        {form.errors._ ? (
          <Text c="red" size="sm">
            {form.errors._ as string}
          </Text>
        ) : null}
        <SaveBar dirty={dirty} saving={creating || updating} extra={<MissingEnglish missing={missing} />} />
      </Stack>
    </form>
  );
}
