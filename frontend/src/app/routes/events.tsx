import { Container } from '@mantine/core';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PageHeader } from '@/components/page-header.tsx';
import ui from '@/components/ui.module.css';
import { EventList } from '@/features/events/components/event-list.tsx';
import { useTags } from '@/features/tags/api/get-tags.ts';

export default function EventsPage() {
  const { t } = useTranslation();
  const { data, loading } = useTags();
  return (
    <>
      <PageHeader eyebrow={t('nav.event')} title={t('events.title')} subtitle={t('events.subtitle')} />
      <Container size="lg" className={ui.section}>
        <EventList tags={data?.tags ?? []} tagsLoading={loading && !data} />
      </Container>
    </>
  );
}
