import { Button, Container, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header.tsx';
import { EmptyState, FailureState, LoadingState, viewState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';
import { EventList } from '@/features/events/components/event-list.tsx';
import { useTagByIdOrSlug } from '@/features/tags/api/get-tag.ts';
import { pick } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/** /event/tag/{slug}: the header links here with the tag's _id, so either is accepted. */
export default function EventTagPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const isVn = useIsVn();
  const { data, loading, error, refetch } = useTagByIdOrSlug(slug);
  const state = viewState({ loading, error, data, isEmpty: (d) => !d.tag });
  const tag = data?.tag;
  const title = tag ? pick(isVn, tag.nameVi, tag.nameEn) : t('events.title');
  return (
    <>
      <PageHeader eyebrow={`${t('nav.event')} · ${t('events.tagTitle')}`} title={title}>
        <Button
          component={Link}
          to={PAGE_PATHS.events}
          mt={24}
          radius="xl"
          variant="outline"
          color="gray.0"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('events.allEvents')}
        </Button>
      </PageHeader>
      <Container size="lg" className={ui.section}>
        {state === 'loading' && <LoadingState />}
        {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
        {state === 'empty' && (
          <Stack align="center">
            <EmptyState message={t('events.tagNotFound')} />
          </Stack>
        )}
        {state === 'success' && tag && <EventList fixedTagId={tag._id} />}
      </Container>
    </>
  );
}
