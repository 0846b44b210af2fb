import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header.tsx';
import ui from '@/components/ui.module.css';
import { BookingForm } from '@/features/booking/components/booking-form.tsx';
import { useAreas } from '@/features/discover/api/get-areas.ts';
import { useEvents } from '@/features/events/api/get-events.ts';
import { useHome } from '@/features/home/api/get-home.ts';
import { pick, pipeToLines } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';

export default function BookingPage() {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? undefined;
  const areaId = params.get('area') ?? undefined;
  const areas = useAreas().data?.areas ?? [];
  const events = useEvents({ filter: { when: 'UPCOMING' }, page: 1, pageSize: 50 }).data?.events.items ?? [];
  const home = useHome().data?.home;
  const chosen = events.find((event) => event._id === eventId);

  return (
    <>
      <PageHeader eyebrow={t('nav.booking')} title={t('booking.title')} subtitle={t('booking.subtitle')} />
      <Container size="lg" className={ui.section}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }} shadow="sm">
              <Stack gap="lg">
                <Text c="dimmed">{t('booking.intro')}</Text>
                {chosen && (
                  <Text fw={600} c="gold.8">
                    {t('booking.forEvent', { title: pick(isVn, chosen.titleVi, chosen.titleEn) })}
                  </Text>
                )}
                <BookingForm areas={areas} events={events} initialEventId={eventId} initialAreaId={areaId} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper radius="lg" p="xl" bg="#121a2b" c="white">
              <Stack gap="lg">
                {/* The page's second level (after its h1), drawn as an h3 as before. */}
                <Title order={2} size="h3" c="gold.3" fz="1.3rem">
                  {t('footer.contactInfo')}
                </Title>
                <Stack gap={6}>
                  <IconClock size={20} color="var(--mantine-color-gold-4)" aria-hidden />
                  <Text size="sm">{t('booking.hours')}</Text>
                </Stack>
                {home?.phone && (
                  <Stack gap={6}>
                    <IconPhone size={20} color="var(--mantine-color-gold-4)" aria-hidden />
                    {pipeToLines(home.phone).map((line) => (
                      <Text
                        key={line}
                        size="sm"
                        component="a"
                        href={`tel:${line.replace(/[^\d+]/g, '')}`}
                        c="white"
                      >
                        {line}
                      </Text>
                    ))}
                  </Stack>
                )}
                {home?.email && (
                  <Stack gap={6}>
                    <IconMail size={20} color="var(--mantine-color-gold-4)" aria-hidden />
                    {pipeToLines(home.email).map((line) => (
                      <Text
                        key={line}
                        size="sm"
                        component="a"
                        href={`mailto:${line}`}
                        c="white"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {line}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
