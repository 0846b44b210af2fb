import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { bookingSettingsInput } from '@gateway/modules/capacity/capacity.schemas.ts';
import { FailureState, LoadingState } from '../../components/admin-page.tsx';
import { showServerErrors, toastSuccess, zodValidate } from '../../lib/form.ts';
import { useBookingSettings, useSetBookingSettings } from '../api/capacity.ts';

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
      toastSuccess('Đã lưu cài đặt đặt chỗ');
    } catch (e) {
      showServerErrors(form, e);
    }
  });
  return (
    <form onSubmit={submit} aria-label="Cài đặt đặt chỗ">
      <Stack gap="md" maw={520}>
        <NumberInput
          label="Hạn huỷ trực tuyến (giờ trước giờ đặt)"
          description="Khách tự huỷ được qua liên kết trong email đến trước giờ đặt chừng này giờ."
          min={0}
          max={168}
          allowDecimal={false}
          {...form.getInputProps('cancelCutoffHours')}
        />
        <NumberInput
          label="Giờ gửi email nhắc (hôm trước)"
          description="Email nhắc được gửi vào ngày hôm trước, lúc giờ này (giờ Việt Nam, 0–23)."
          min={0}
          max={23}
          allowDecimal={false}
          {...form.getInputProps('reminderHour')}
        />
        <NumberInput
          label="Thời gian giữ chỗ cho danh sách chờ (giờ)"
          description="Khi có chỗ trống, khách đầu danh sách chờ được giữ chỗ trong chừng này giờ."
          min={1}
          max={72}
          allowDecimal={false}
          {...form.getInputProps('waitlistHoldHours')}
        />
        <Group>
          <Button type="submit" loading={loading} disabled={!form.isDirty()}>
            Lưu cài đặt
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
          Chỉ quản trị viên xem và đổi được cài đặt này.
        </Text>
      </Stack>
    );
  const { cancelCutoffHours, reminderHour, waitlistHoldHours } = settings;
  return <SettingsForm initial={{ cancelCutoffHours, reminderHour, waitlistHoldHours }} />;
}
