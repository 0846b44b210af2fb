import { Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link, useParams } from 'react-router-dom';
import { Gallery } from '@/components/gallery.tsx';
import { PageHeader, SectionTitle } from '@/components/page-header.tsx';
import { DetailPageFallback } from '@/components/detail-fallback.tsx';
import { viewState } from '@/components/query-state.tsx';
import { RichContent } from '@/components/rich-content.tsx';
import ui from '@/components/ui.module.css';
import { useArea } from '@/features/discover/api/get-area.ts';
import { areaName } from '@/features/discover/components/area-card.tsx';
import { EventCard } from '@/features/events/components/event-card.tsx';
import { pick } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';

export default function DiscoverAreaPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const isVn = useIsVn();
  const { data, loading, error, refetch } = useArea(slug);
  const state = viewState({ loading, error, data, isEmpty: (d) => !d.area });
  const area = data?.area;

  if (state !== 'success' || !area) {
    return (
      <DetailPageFallback
        state={state}
        eyebrow={t('nav.discover')}
        title={t('discover.title')}
        notFound={t('discover.notFound')}
        back={{ to: PAGE_PATHS.discover, label: t('discover.allAreas') }}
        onRetry={() => void refetch()}
      />
    );
  }

  const name = areaName(area, isVn);
  return (
    <>
      <PageHeader
        eyebrow={t('nav.discover')}
        title={name}
        subtitle={pick(isVn, area.summaryVi, area.summaryEn)}
        image={area.cover}
      >
        <Group mt={28} gap="sm">
          <Button component={Link} to={`${PAGE_PATHS.booking}?area=${area._id}`} radius="xl">
            {t('discover.bookArea')}
          </Button>
          <Button
            component={Link}
            to={PAGE_PATHS.discover}
            radius="xl"
            variant="outline"
            color="gray.0"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('discover.allAreas')}
          </Button>
        </Group>
      </PageHeader>
      <Container key="loaded" size="lg" className={ui.section}>
        <Stack gap={56}>
          <RichContent html={pick(isVn, area.descriptionVi, area.descriptionEn)} />
          {area.gallery.length > 0 && (
            <HydrateOnView>
              <SectionTitle title={t('common.gallery')} />
              <Gallery images={area.gallery} title={name} />
            </HydrateOnView>
          )}
          <HydrateOnView>
            <SectionTitle eyebrow={t('nav.event')} title={t('discover.upcoming')} />
            {area.upcomingEvents.length === 0 ? (
              <Text c="dimmed">{t('discover.noUpcoming')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, custom: 2, lg: 3 }} spacing="lg">
                {area.upcomingEvents.map((event) => (
                  <EventCard key={event._id} event={event} />
                ))}
              </SimpleGrid>
            )}
          </HydrateOnView>
        </Stack>
      </Container>
    </>
  );
}
