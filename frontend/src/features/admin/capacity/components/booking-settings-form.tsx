import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { bookingSettingsInput } from '@gateway/modules/capacity/capacity.schemas.ts';
import { FailureState, LoadingState } from '../../components/admin-page.tsx';
import { showServerErrors, toastSuccess, zodValidate } from '../../lib/form.ts';
import { useBookingSettings, useSetBookingSettings } from '../api/capacity.ts';
import { tVi } from '../../i18n/index.ts';

interface Values {
  cancelCutoffHours: number;
  reminderHour: number;
  waitlistHoldHours: number;
}

function SettingsForm({ initial }: { initial: Values }) {
  const [save, { loading }] = useSetBookingSettings();
  const form = useForm<Values>({
    initialValues: initial,
    validate: zodValidate(bookingSettingsInput.required()),
  });
  useEffect(() => form.setInitialValues(initial), [initial]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = form.onSubmit(async (input) => {
    try {
      await save({ variables: { input } });
      form.resetDirty(input);
      toastSuccess(tVi('capacity.settingsSaved'));
    } catch (e) {
      showServerErrors(form, e);
    }
  });
  return (
    <form onSubmit={submit} aria-label={tVi('capacity.settingsTitle')}>
      <Stack gap="md" maw={520}>
        <NumberInput
          label={tVi('capacity.cutoff')}
          description={tVi('capacity.cutoffHint')}
          min={0}
          max={168}
          allowDecimal={false}
          {...form.getInputProps('cancelCutoffHours')}
        />
        <NumberInput
          label={tVi('capacity.reminderHour')}
          description={tVi('capacity.reminderHourHint')}
          min={0}
          max={23}
          allowDecimal={false}
          {...form.getInputProps('reminderHour')}
        />
        <NumberInput
          label={tVi('capacity.holdHours')}
          description={tVi('capacity.holdHoursHint')}
          min={1}
          max={72}
          allowDecimal={false}
          {...form.getInputProps('waitlistHoldHours')}
        />
        <Group>
          <Button type="submit" loading={loading} disabled={!form.isDirty()}>
            {tVi('capacity.saveSettings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The venue-wide booking rules (admins only: the gateway refuses editors). */
export function BookingSettingsForm() {
  const query = useBookingSettings();
  const settings = query.data?.bookingSettings;
  if (query.loading && !settings) return <LoadingState />;
  if (!settings)
    return (
      <Stack>
        <FailureState error={query.error} />
        <Text size="sm" c="dimmed">
          {tVi('capacity.adminsOnly')}
        </Text>
      </Stack>
    );
  const { cancelCutoffHours, reminderHour, waitlistHoldHours } = settings;
  return <SettingsForm initial={{ cancelCutoffHours, reminderHour, waitlistHoldHours }} />;
}
