import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { HeadManager } from '@/features/seo/head-manager.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { notify, type ToastPosition, type ToastStatus } from '@/lib/state.ts';

const POSITIONS: ToastPosition[] = ['top', 'top-left', 'top-right', 'bottom-left', 'bottom', 'bottom-right'];
const STATUSES: ToastStatus[] = ['info', 'warning', 'success', 'error', 'loading'];

/** /test: a plain page to check the theme and the toasts at the spec's six positions. */
export default function TestPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={64}>
      {/* /test sits outside the public layout: its head (title in the chosen language) is kept here. */}
      <HeadManager />
      <Stack gap="lg">
        <Title order={1}>{t('testPage.title')}</Title>
        <Text c="dimmed">{t('testPage.text')}</Text>
        <Group gap="xs">
          {POSITIONS.map((position, i) => (
            <Button
              key={position}
              variant="light"
              onClick={() =>
                notify({
                  message: t('testPage.toastMessage', { position }),
                  position,
                  status: STATUSES[i % STATUSES.length]!,
                })
              }
            >
              {position}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
