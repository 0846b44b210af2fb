import { Badge, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link, useParams } from 'react-router-dom';
import { siteOrigin } from '@/lib/site-origin.ts';
import { PageHeader, SectionTitle } from '@/components/page-header.tsx';
import { DetailPageFallback } from '@/components/detail-fallback.tsx';
import { viewState } from '@/components/query-state.tsx';
import { RichContent } from '@/components/rich-content.tsx';
import ui from '@/components/ui.module.css';
import { ShareLinks } from '@/features/events/components/share-links.tsx';
import { useNews, type NewsDetail } from '@/features/news/api/get-news.ts';
import { NewsCard } from '@/features/news/components/news-card.tsx';
import { pick } from '@/lib/bilingual.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { useIsVn } from '@/lib/state.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';

export default function NewsDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useNews(slug);
  const state = viewState({ loading, error, data, isEmpty: (d) => !d.news });
  const news = data?.news;

  if (state !== 'success' || !news) {
    return (
      <DetailPageFallback
        state={state}
        eyebrow={t('nav.news')}
        title={t('news.title')}
        notFound={t('news.notFound')}
        back={{ to: PAGE_PATHS.news, label: t('news.allNews') }}
        onRetry={() => void refetch()}
      />
    );
  }

  return <NewsDetailView news={news} />;
}

/** A news post's public page once loaded; the draft preview (routes/preview.tsx) shows drafts with it. */
export function NewsDetailView({ news }: { news: NewsDetail }) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const title = pick(isVn, news.titleVi, news.titleEn);
  const date = news.publishedAt ?? news.createdAt;
  const url = `${siteOrigin()}/news/${news.slug}`;
  return (
    <>
      <PageHeader
        eyebrow={t('nav.news')}
        title={title}
        image={news.cover}
        subtitle={
          date ? (
            <>
              {t('news.published')} <time dateTime={date}>{formatLongDate(date, isVn)}</time>
            </>
          ) : undefined
        }
      >
        {news.tags.length > 0 && (
          <Group gap={8} mt={20}>
            {news.tags.map((tag) => (
              <Badge key={tag._id} variant="outline" color="gold.3" radius="sm">
                {pick(isVn, tag.nameVi, tag.nameEn)}
              </Badge>
            ))}
          </Group>
        )}
      </PageHeader>
      <Container key="loaded" size="md" className={ui.section}>
        <Stack gap={40}>
          {pick(isVn, news.summaryVi, news.summaryEn) && (
            <Text
              size="xl"
              fs="italic"
              c="#4a5163"
              style={{ borderLeft: '3px solid var(--mantine-color-gold-5)', paddingLeft: 20 }}
            >
              {pick(isVn, news.summaryVi, news.summaryEn)}
            </Text>
          )}
          <RichContent html={pick(isVn, news.contentVi, news.contentEn)} />
          <Group justify="space-between">
            <Button
              component={Link}
              to={PAGE_PATHS.news}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('news.allNews')}
            </Button>
            <ShareLinks url={url} title={title} />
          </Group>
        </Stack>
      </Container>
      {news.related.length > 0 && (
        <HydrateOnView>
          <section className={`${ui.section} ${ui.sectionAlt}`}>
            <Container size="lg">
              <SectionTitle title={t('news.related')} />
              <SimpleGrid cols={{ base: 1, custom: 2, lg: 3 }} spacing="lg">
                {news.related.map((item) => (
                  <NewsCard key={item._id} news={item} />
                ))}
              </SimpleGrid>
            </Container>
          </section>
        </HydrateOnView>
      )}
    </>
  );
}
