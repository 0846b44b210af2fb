import { Container, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { EmptyState, FailureState, LoadingState, viewState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';
import { useAreas } from '@/features/discover/api/get-areas.ts';
import { AreaCard } from '@/features/discover/components/area-card.tsx';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';

export default function DiscoverPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useAreas();
  const state = viewState({ loading, error, data, isEmpty: (d) => d.areas.length === 0 });
  return (
    <>
      <PageHeader eyebrow={t('nav.discover')} title={t('discover.title')} subtitle={t('discover.subtitle')} />
      <Container size="lg" className={ui.section}>
        {state === 'loading' && <LoadingState />}
        {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
        {state === 'empty' && <EmptyState message={t('discover.empty')} />}
        {state === 'success' && (
          <HydrateOnView>
            <SimpleGrid cols={{ base: 1, custom: 2, lg: 3 }} spacing="lg">
              {[...data!.areas]
                .sort((a, b) => a.order - b.order)
                .map((area, i) => (
                  // As the events list: the first row at once, the first picture first.
                  <AreaCard key={area._id} area={area} eager={i < 3} priority={i === 0} headingLevel={2} />
                ))}
            </SimpleGrid>
          </HydrateOnView>
        )}
      </Container>
    </>
  );
}
