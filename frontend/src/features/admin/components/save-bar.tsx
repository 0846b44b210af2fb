import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Sticky bottom bar: unsaved-changes hint and the save button. */
export function SaveBar({ dirty, saving, extra }: { dirty: boolean; saving: boolean; extra?: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="sm" radius="md" pos="sticky" bottom={8} style={{ zIndex: 50 }}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" c={dirty ? 'orange.8' : 'dimmed'}>
            {dirty ? 'Có thay đổi chưa lưu' : 'Đã lưu mọi thay đổi'}
          </Text>
          {extra}
        </Group>
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
          Lưu thay đổi
        </Button>
      </Group>
    </Paper>
  );
}
