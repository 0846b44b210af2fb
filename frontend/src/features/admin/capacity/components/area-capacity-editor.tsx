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
import { normaliseTime, toFormValues, toInput, type CapacityFormValues } from '../lib.ts';
import { tVi, type AdminKey } from '../../i18n/index.ts';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function validate(values: CapacityFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.placesPerSlot !== '' && Number(values.placesPerSlot) < 1)
    errors.placesPerSlot = tVi('capacity.atLeastOne');
  for (const d of WEEKDAYS) {
    const wrong = (values.hours[String(d)] ?? []).find((t) => !TIME.test(normaliseTime(t)));
    if (wrong) errors[`hours.${d}`] = tVi('capacity.badTime', { time: wrong });
  }
  values.closures.forEach((c, i) => {
    if (!c.from) errors[`closures.${i}.from`] = tVi('capacity.fromRequired');
    if (c.to && c.from && c.to < c.from) errors[`closures.${i}.to`] = tVi('capacity.toBeforeFrom');
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
      toastSuccess(tVi('capacity.saved'));
    } catch (e) {
      showServerErrors(form, e);
    }
  });
  const noHours = WEEKDAYS.every((d) => !(form.values.hours[String(d)] ?? []).length);

  return (
    <form onSubmit={submit} aria-label={tVi('capacity.formLabel')}>
      <Stack gap="lg">
        <NumberInput
          label={tVi('capacity.placesPerSlot')}
          description={tVi('capacity.placesPerSlotHint')}
          min={1}
          max={10000}
          allowDecimal={false}
          maw={260}
          {...form.getInputProps('placesPerSlot')}
        />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {tVi('capacity.hoursTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {tVi('capacity.hoursHint')}
          </Text>
          {noHours ? (
            <Alert variant="light" color="blue">
              {tVi('capacity.noHours')}
            </Alert>
          ) : null}
          {WEEKDAYS.map((d) => (
            <TagsInput
              key={d}
              label={tVi(`capacity.weekdays.${d}` as AdminKey)}
              placeholder={tVi('capacity.addTime')}
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
            {tVi('capacity.closuresTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {tVi('capacity.closuresHint')}
          </Text>
          {form.values.closures.map((_, i) => (
            <Paper key={i} withBorder p="sm" radius="md" data-testid="closure-row">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateInput
                  label={tVi('capacity.from')}
                  valueFormat="DD/MM/YYYY"
                  withAsterisk
                  popoverProps={{ zIndex: 400 }}
                  {...form.getInputProps(`closures.${i}.from`)}
                />
                <DateInput
                  label={tVi('capacity.to')}
                  placeholder={tVi('capacity.toHint')}
                  valueFormat="DD/MM/YYYY"
                  clearable
                  popoverProps={{ zIndex: 400 }}
                  {...form.getInputProps(`closures.${i}.to`)}
                  onChange={(v) => form.setFieldValue(`closures.${i}.to`, v ?? '')}
                />
                <TextInput
                  label={tVi('capacity.reasonVi')}
                  {...form.getInputProps(`closures.${i}.reasonVi`)}
                />
                <TextInput
                  label={tVi('capacity.reasonEn')}
                  {...form.getInputProps(`closures.${i}.reasonEn`)}
                />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  color="red"
                  variant="light"
                  aria-label={tVi('capacity.removeClosure', { n: i + 1 })}
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
            {tVi('capacity.addClosure')}
          </Button>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!dirty}>
            {tVi('capacity.save')}
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
