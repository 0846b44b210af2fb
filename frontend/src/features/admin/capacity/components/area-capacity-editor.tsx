import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { WEEKDAYS } from '@gateway/modules/capacity/capacity.schemas.ts';
import { FailureState, LoadingState } from '../../components/admin-page.tsx';
import { showServerErrors, toastSuccess } from '../../lib/form.ts';
import { useCapacity, useSetAreaCapacity, type AreaCapacity } from '../api/capacity.ts';
import { normaliseTime, toFormValues, toInput, WEEKDAY_LABELS, type CapacityFormValues } from '../lib.ts';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function validate(values: CapacityFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.placesPerSlot !== '' && Number(values.placesPerSlot) < 1) errors.placesPerSlot = 'Ít nhất 1 chỗ';
  for (const d of WEEKDAYS) {
    const wrong = (values.hours[String(d)] ?? []).find((t) => !TIME.test(normaliseTime(t)));
    if (wrong) errors[`hours.${d}`] = `"${wrong}" không phải giờ dạng HH:mm`;
  }
  values.closures.forEach((c, i) => {
    if (!c.from) errors[`closures.${i}.from`] = 'Chọn ngày bắt đầu';
    if (c.to && c.from && c.to < c.from)
      errors[`closures.${i}.to`] = 'Ngày kết thúc không được trước ngày bắt đầu';
  });
  return errors;
}

function Editor({
  areaId,
  initial,
  onDirtyChange,
}: {
  areaId: string;
  initial: AreaCapacity;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [save, { loading }] = useSetAreaCapacity();
  const form = useForm<CapacityFormValues>({ initialValues: toFormValues(initial), validate });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { id: areaId, input: toInput(values) } });
      if (data) form.setInitialValues(toFormValues(data.setAreaCapacity));
      form.setValues(data ? toFormValues(data.setAreaCapacity) : values);
      toastSuccess('Đã lưu giờ nhận khách và sức chứa');
    } catch (e) {
      showServerErrors(form, e);
    }
  });
  const noHours = WEEKDAYS.every((d) => !(form.values.hours[String(d)] ?? []).length);

  return (
    <form onSubmit={submit} aria-label="Giờ nhận khách và sức chứa">
      <Stack gap="lg">
        <NumberInput
          label="Số chỗ mỗi khung giờ"
          description="Tổng số khách mỗi khung giờ nhận được. Để trống: không giới hạn."
          min={1}
          max={10000}
          allowDecimal={false}
          maw={260}
          {...form.getInputProps('placesPerSlot')}
        />
        <Stack gap="xs">
          <Title order={3} size="h5">
            Khung giờ theo ngày trong tuần
          </Title>
          <Text size="sm" c="dimmed">
            Gõ giờ (ví dụ 18:00, 19h30) rồi nhấn Enter. Ngày không có giờ nào thì không nhận đặt chỗ.
          </Text>
          {noHours ? (
            <Alert variant="light" color="blue">
              Chưa đặt giờ nào: khách chọn giờ tự do như trước, mọi ngày đều nhận đặt chỗ.
            </Alert>
          ) : null}
          {WEEKDAYS.map((d) => (
            <TagsInput
              key={d}
              label={WEEKDAY_LABELS[d]}
              placeholder="Thêm giờ…"
              splitChars={[',', ' ', ';']}
              clearable
              wrapperProps={{ 'data-testid': `hours-${d}` }}
              value={form.values.hours[String(d)] ?? []}
              onChange={(times) =>
                form.setFieldValue(`hours.${d}`, [...new Set(times.map(normaliseTime))].sort())
              }
              error={form.errors[`hours.${d}`]}
            />
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Ngày nghỉ
          </Title>
          <Text size="sm" c="dimmed">
            Những ngày không nhận đặt chỗ; lý do được hiện cho khách trên trang đặt chỗ.
          </Text>
          {form.values.closures.map((_, i) => (
            <Paper key={i} withBorder p="sm" radius="md" data-testid="closure-row">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateInput
                  label="Từ ngày"
                  valueFormat="DD/MM/YYYY"
                  withAsterisk
                  popoverProps={{ zIndex: 400 }}
                  {...form.getInputProps(`closures.${i}.from`)}
                />
                <DateInput
                  label="Đến ngày"
                  placeholder="Để trống nếu chỉ nghỉ một ngày"
                  valueFormat="DD/MM/YYYY"
                  clearable
                  popoverProps={{ zIndex: 400 }}
                  {...form.getInputProps(`closures.${i}.to`)}
                  onChange={(v) => form.setFieldValue(`closures.${i}.to`, v ?? '')}
                />
                <TextInput label="Lý do (tiếng Việt)" {...form.getInputProps(`closures.${i}.reasonVi`)} />
                <TextInput label="Lý do (tiếng Anh)" {...form.getInputProps(`closures.${i}.reasonEn`)} />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  color="red"
                  variant="light"
                  aria-label={`Xoá ngày nghỉ ${i + 1}`}
                  onClick={() => form.removeListItem('closures', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.insertListItem('closures', { from: '', to: '', reasonVi: '', reasonEn: '' })}
          >
            Thêm ngày nghỉ
          </Button>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!dirty}>
            Lưu
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An area's bookable hours, places per slot and closures (the drawer's content). */
export function AreaCapacityEditor({
  areaId,
  onDirtyChange,
}: {
  areaId: string;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const query = useCapacity('area', areaId);
  const area = query.data?.capacity.area;
  if (query.loading && !area) return <LoadingState />;
  if (!area) return <FailureState error={query.error} />;
  return <Editor areaId={areaId} initial={area} onDirtyChange={onDirtyChange} />;
}
