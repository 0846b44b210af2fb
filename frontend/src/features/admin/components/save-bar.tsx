import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { tVi } from '@/features/admin/i18n/index.ts';

/** Sticky bottom bar: unsaved-changes hint and the save button. */
export function SaveBar({ dirty, saving, extra }: { dirty: boolean; saving: boolean; extra?: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="sm" radius="md" pos="sticky" bottom={8} style={{ zIndex: 50 }}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" c={dirty ? 'orange.8' : 'dimmed'}>
            {dirty ? tVi('common.unsaved') : tVi('common.allSaved')}
          </Text>
          {extra}
        </Group>
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
          {tVi('common.save')}
        </Button>
      </Group>
    </Paper>
  );
}
