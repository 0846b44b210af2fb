import { Container, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { EmptyState, FailureState, LoadingState, viewState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';
import { useNewsList } from '@/features/news/api/get-news-list.ts';
import { NewsCard } from '@/features/news/components/news-card.tsx';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';

const PAGE_SIZE = 9;

export default function NewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useNewsList({ page, pageSize: PAGE_SIZE });
  const state = viewState({ loading, error, data, isEmpty: (d) => d.newsList.items.length === 0 });
  return (
    <>
      <PageHeader eyebrow={t('nav.news')} title={t('news.title')} subtitle={t('news.subtitle')} />
      <Container size="lg" className={ui.section}>
        {state === 'loading' && <LoadingState />}
        {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
        {state === 'empty' && <EmptyState message={t('news.empty')} />}
        {state === 'success' && (
          <>
            <HydrateOnView>
              <SimpleGrid cols={{ base: 1, custom: 2, lg: 3 }} spacing="lg" data-testid="news-list">
                {/* As the events list: the first row at once, the first picture first. */}
                {data!.newsList.items.map((news, i) => (
                  <NewsCard key={news._id} news={news} eager={i < 3} priority={i === 0} headingLevel={2} />
                ))}
              </SimpleGrid>
            </HydrateOnView>
            <Pager
              page={page}
              total={data!.newsList.total}
              pageSize={PAGE_SIZE}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          </>
        )}
      </Container>
    </>
  );
}
