import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link } from 'react-router-dom';
import { GlitchText } from '@/components/glitch-text.tsx';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section
      style={{
        background: 'radial-gradient(120% 120% at 50% 0%, #26324d 0%, #121a2b 55%, #0b111d 100%)',
        paddingTop: 'calc(var(--header-height, 76px) + 48px)',
        paddingBottom: 96,
      }}
    >
      <Container size="md">
        <Stack align="center" gap="md" ta="center">
          <Title
            order={1}
            c="white"
            fz={{ base: '1.8rem', md: '2.4rem' }}
            style={{ letterSpacing: '0.08em' }}
          >
            Not found
          </Title>
          <GlitchText text="404" label="404" />
          <Text c="rgba(255,255,255,0.75)" maw={460}>
            {t('notFound.text')}
          </Text>
          <Button component={Link} to={PAGE_PATHS.home} radius="xl" size="md" mt="sm">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
