import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toastError, toastSuccess } from '../../lib/form.ts';
import { useCapacity, useSetEventCapacity } from '../api/capacity.ts';
import { tVi } from '../../i18n/index.ts';

/** An event's places: every booking for the event takes from them; empty is no limit. */
export function EventPlacesField({ eventId }: { eventId: string }) {
  const query = useCapacity('event', eventId);
  const stored = query.data?.capacity.places ?? null;
  const [places, setPlaces] = useState<number | string>('');
  useEffect(() => setPlaces(stored ?? ''), [stored]);
  const [save, { loading }] = useSetEventCapacity();
  const value = typeof places === 'number' ? places : null;
  const invalid = value !== null && value < 1;

  const submit = async () => {
    try {
      await save({ variables: { id: eventId, places: value } });
      await query.refetch();
      toastSuccess(
        value === null ? tVi('capacity.eventUnlimited') : tVi('capacity.eventLimited', { count: value }),
      );
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" mt="lg" data-testid="event-places">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {tVi('capacity.eventTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {tVi('capacity.eventHint')}
        </Text>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={tVi('capacity.eventPlaces')}
            min={1}
            max={100000}
            allowDecimal={false}
            w={200}
            value={places}
            onChange={setPlaces}
            error={invalid ? tVi('capacity.atLeastOne') : undefined}
            disabled={query.loading && !query.data}
          />
          <Button onClick={() => void submit()} loading={loading} disabled={invalid || value === stored}>
            {tVi('capacity.eventSave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
