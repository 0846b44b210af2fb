import { Box, Button, Container, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link } from 'react-router-dom';
import { SectionTitle } from '@/components/page-header.tsx';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';
import { EmptyState, FailureState, LoadingState, viewState } from '@/components/query-state.tsx';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import ui from '@/components/ui.module.css';
import { useAreas } from '@/features/discover/api/get-areas.ts';
import { AreaCard } from '@/features/discover/components/area-card.tsx';
import { useEvents } from '@/features/events/api/get-events.ts';
import { EventCard } from '@/features/events/components/event-card.tsx';
import { useHome } from '@/features/home/api/get-home.ts';
import { useIntroduction } from '@/features/home/api/get-introduction.ts';
import { HeroSlides } from '@/features/home/components/hero-slides.tsx';
import classes from '@/features/home/components/home.module.css';
import { useNewsList } from '@/features/news/api/get-news-list.ts';
import { NewsCard } from '@/features/news/components/news-card.tsx';
import { pick } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

function ViewAll({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} variant="subtle" rightSection={<IconArrowRight size={16} />}>
      {t('common.viewAll')}
    </Button>
  );
}

function IntroTeaser() {
  const isVn = useIsVn();
  const { t } = useTranslation();
  const { data } = useIntroduction();
  const intro = data?.introduction;
  if (!intro) return null;
  const title = pick(isVn, intro.titleVi, intro.titleEn);
  const summary = pick(isVn, intro.summaryVi, intro.summaryEn);
  if (!title && !summary) return null;
  const [first, second] = intro.images;
  return (
    <Box component="section" className={ui.section}>
      <Container size="lg" className={classes.introGrid}>
        <div>
          <Text className={ui.eyebrowDark}>{t('home.introEyebrow')}</Text>
          <Title order={2} className={ui.sectionHeading} mb="lg">
            {title}
          </Title>
          <Text size="lg" c="#4a5163" style={{ lineHeight: 1.8, whiteSpace: 'pre-line' }}>
            {summary}
          </Text>
          <Button component={Link} to={PAGE_PATHS.discover} mt="xl" radius="xl" variant="outline">
            {t('home.areasEyebrow')}
          </Button>
        </div>
        {first && (
          <div className={classes.introImages}>
            <ResponsiveImage
              image={first}
              alt={title}
              sizes="(min-width: 768px) 45vw, 90vw"
              className={classes.introImageMain}
            />
            {second && (
              <ResponsiveImage
                image={second}
                alt={title}
                sizes="(min-width: 768px) 22vw, 45vw"
                className={classes.introImageSmall}
              />
            )}
          </div>
        )}
      </Container>
    </Box>
  );
}

function FeaturedAreas() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useAreas();
  const state = viewState({ loading, error, data, isEmpty: (d) => d.areas.length === 0 });
  return (
    <Box component="section" className={`${ui.section} ${ui.sectionAlt}`}>
      <Container size="lg">
        <SectionTitle
          eyebrow={t('home.areasEyebrow')}
          title={t('home.areasTitle')}
          action={<ViewAll to={PAGE_PATHS.discover} />}
        />
        {state === 'loading' && <LoadingState />}
        {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
        {state === 'empty' && <EmptyState message={t('home.noAreas')} />}
        {state === 'success' && (
          <div className={classes.cards}>
            {[...data!.areas]
              .sort((a, b) => a.order - b.order)
              .slice(0, 3)
              .map((area) => (
                <AreaCard key={area._id} area={area} />
              ))}
          </div>
        )}
      </Container>
    </Box>
  );
}

function UpcomingEvents() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useEvents({ filter: { when: 'UPCOMING' }, page: 1, pageSize: 3 });
  const state = viewState({ loading, error, data, isEmpty: (d) => d.events.items.length === 0 });
  return (
    <Box component="section" className={ui.section}>
      <Container size="lg">
        <SectionTitle
          eyebrow={t('home.eventsEyebrow')}
          title={t('home.eventsTitle')}
          action={<ViewAll to={PAGE_PATHS.events} />}
        />
        {state === 'loading' && <LoadingState />}
        {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
        {state === 'empty' && <EmptyState message={t('home.noEvents')} />}
        {state === 'success' && (
          <div className={classes.cards}>
            {data!.events.items.map((event) => (
              <EventCard key={event._id} event={event} />
            ))}
          </div>
        )}
      </Container>
    </Box>
  );
}

function LatestNews() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useNewsList({ page: 1, pageSize: 3 });
  const state = viewState({ loading, error, data, isEmpty: (d) => d.newsList.items.length === 0 });
  return (
    <Box component="section" className={`${ui.section} ${ui.sectionAlt}`}>
      <Container size="lg">
        <SectionTitle
          eyebrow={t('home.newsEyebrow')}
          title={t('home.newsTitle')}
          action={<ViewAll to={PAGE_PATHS.news} />}
        />
        {state === 'loading' && <LoadingState />}
        {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
        {state === 'empty' && <EmptyState message={t('home.noNews')} />}
        {state === 'success' && (
          <div className={classes.cards}>
            {data!.newsList.items.map((news) => (
              <NewsCard key={news._id} news={news} />
            ))}
          </div>
        )}
      </Container>
    </Box>
  );
}

function BookingCta() {
  const { t } = useTranslation();
  return (
    <section className={classes.cta}>
      <Container size="sm">
        <Title order={2} className={classes.ctaTitle}>
          {t('home.ctaTitle')}
        </Title>
        <div className={classes.ctaRule} />
        <Text c="rgba(255,255,255,0.8)" size="lg">
          {t('home.ctaText')}
        </Text>
        <Button component={Link} to={PAGE_PATHS.booking} size="lg" radius="xl" mt={32}>
          {t('home.ctaButton')}
        </Button>
      </Container>
    </section>
  );
}

export default function HomePage() {
  const { data } = useHome();
  return (
    <>
      <HeroSlides slides={data?.home.slides ?? []} />
      {/* Below the hero, on a phone's screen and most others: hydrated as they come near. */}
      <HydrateOnView>
        <IntroTeaser />
      </HydrateOnView>
      <HydrateOnView>
        <FeaturedAreas />
      </HydrateOnView>
      <HydrateOnView>
        <UpcomingEvents />
      </HydrateOnView>
      <HydrateOnView>
        <LatestNews />
      </HydrateOnView>
      <HydrateOnView>
        <BookingCta />
      </HydrateOnView>
    </>
  );
}
