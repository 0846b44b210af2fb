import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PageHeader } from '@/components/page-header.tsx';
import ui from '@/components/ui.module.css';
import { EventList } from '@/features/events/components/event-list.tsx';
import { useTagChips } from '@/features/tags/api/get-featured-tags.ts';

// Only a venue with more tags than the chips show loads the searchable list (and its code).
const MoreTagsSelect = lazy(() => import('@/features/tags/components/more-tags-select.tsx'));

export default function EventsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { tags, more, loading } = useTagChips(params.get('tag'));
  return (
    <>
      <PageHeader eyebrow={t('nav.event')} title={t('events.title')} subtitle={t('events.subtitle')} />
      <Container size="lg" className={ui.section}>
        <EventList
          tags={tags ?? []}
          tagsLoading={loading && !tags}
          moreTags={
            more
              ? (onPick) => (
                  <Suspense fallback={<div style={{ height: 36 }} aria-hidden />}>
                    <MoreTagsSelect onPick={onPick} />
                  </Suspense>
                )
              : undefined
          }
        />
      </Container>
    </>
  );
}
