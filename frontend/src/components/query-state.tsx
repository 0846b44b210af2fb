import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';

/** The four named states of a fetching page (house rule 7): loading, empty, failure, success. */
export type ViewState = 'loading' | 'empty' | 'failure' | 'success';

export function viewState<T>(args: {
  loading: boolean;
  error?: unknown;
  data: T | undefined;
  isEmpty: (data: T) => boolean;
}): ViewState {
  if (args.data !== undefined) return args.isEmpty(args.data) ? 'empty' : 'success';
  if (args.error) return 'failure';
  if (args.loading) return 'loading';
  return 'empty';
}

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-live="polite" data-state="loading">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Center py={64} data-state="empty">
      <Stack align="center" gap="xs">
        <IconMoodEmpty size={40} stroke={1.2} color="var(--mantine-color-gold-6)" aria-hidden />
        <Text c="dimmed" ta="center">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}

export function FailureState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py={48} data-state="failure">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} maw={520} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('common.error')}</Text>
          {onRetry && (
            <Button size="xs" variant="outline" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Center>
  );
}
