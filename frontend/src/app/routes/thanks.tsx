import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { HeadManager } from '@/features/seo/head-manager.tsx';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

export default function ThanksPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = params.get('from');
  // The booking's own link, handed over by the form (the same link the confirmation email carries).
  const manageUrl = (useLocation().state as { manageUrl?: unknown } | null)?.manageUrl;
  const message =
    from === 'booking' ? t('thanks.booking') : from === 'contact' ? t('thanks.contact') : t('thanks.generic');
  return (
    <Center
      mih="100svh"
      p="lg"
      style={{ background: 'radial-gradient(120% 120% at 50% 0%, #26324d 0%, #121a2b 55%, #0b111d 100%)' }}
    >
      {/* /thanks sits outside the public layout: its head is kept current here. */}
      <HeadManager />
      <Stack align="center" gap="lg" maw={560} ta="center">
        <ThemeIcon size={76} radius={999} variant="outline" color="gold.4" style={{ borderWidth: 2 }}>
          <IconCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} c="white" fz={{ base: '2.2rem', md: '3rem' }}>
          {t('thanks.title')}
        </Title>
        <div style={{ width: 64, height: 2, background: 'var(--mantine-color-gold-4)' }} />
        <Text c="rgba(255,255,255,0.8)" size="lg" data-testid="thanks-message">
          {message}
        </Text>
        {from === 'booking' && typeof manageUrl === 'string' && manageUrl.startsWith('/') ? (
          <Button
            component={Link}
            to={manageUrl}
            radius="xl"
            size="md"
            variant="subtle"
            color="gold.3"
            data-testid="manage-link"
          >
            {t('thanks.manage')}
          </Button>
        ) : null}
        <Group mt="md" justify="center">
          <Button component={Link} to={PAGE_PATHS.home} radius="xl" size="md">
            {t('common.backHome')}
          </Button>
          <Button
            component={Link}
            to={PAGE_PATHS.events}
            radius="xl"
            size="md"
            variant="outline"
            color="gray.0"
          >
            {t('thanks.events')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
