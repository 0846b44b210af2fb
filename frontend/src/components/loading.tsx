import { Center, Loader, Stack, Text } from '@mantine/core';

/** The lazy-route fallback: the spec's 'Đang tải...'. */
export function Loading() {
  return (
    <Center mih="60vh" role="status" aria-live="polite" data-state="loading">
      <Stack align="center" gap="xs">
        <Loader color="gold" size="sm" />
        <Text c="dimmed">Đang tải...</Text>
      </Stack>
    </Center>
  );
}
