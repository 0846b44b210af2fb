import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useElementSize } from '@mantine/hooks';
import { forwardRef, useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header.tsx';
import { EmptyState, FailureState, LoadingState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';
import type { EventDetail } from '@/features/events/api/get-event.ts';
import { GetEventPreviewDocument } from '@/features/events/api/get-event-preview.generated.ts';
import type { NewsDetail } from '@/features/news/api/get-news.ts';
import { GetNewsPreviewDocument } from '@/features/news/api/get-news-preview.generated.ts';
import { formatDate, formatTime } from '@/lib/dates.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { fetchPreview, PreviewError, tokenExpiry } from '@/lib/preview-fetch.ts';
import { useIsVn } from '@/lib/state.ts';
import { EventDetailView } from './event-detail.tsx';
import { NewsDetailView } from './news-detail.tsx';

type Preview =
  | { type: 'event'; expiresAt: string; event: EventDetail }
  | { type: 'news'; expiresAt: string; news: NewsDetail };

type View =
  | { state: 'loading' }
  | { state: 'success'; preview: Preview }
  | { state: 'expired' | 'invalid' | 'gone' | 'failure' };

async function load(type: string, id: string, token: string, signal: AbortSignal): Promise<Preview> {
  if (type === 'event') {
    const { eventPreview } = await fetchPreview(GetEventPreviewDocument, { id, token }, signal);
    return { type, expiresAt: String(eventPreview.expiresAt), event: eventPreview.event };
  }
  const { newsPreview } = await fetchPreview(GetNewsPreviewDocument, { id, token }, signal);
  return { type: 'news', expiresAt: String(newsPreview.expiresAt), news: newsPreview.news };
}

/** The band over a preview: that it is not public, and until when the link opens it. */
const PreviewBand = forwardRef<HTMLDivElement, { expiresAt: string }>(function PreviewBand(
  { expiresAt },
  ref,
) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  return (
    <Box
      ref={ref}
      role="status"
      data-testid="preview-band"
      pos="fixed"
      left={0}
      right={0}
      top="var(--header-height, 76px)"
      py={8}
      bg="gold.5"
      c="#1a1408"
      style={{ zIndex: 150, boxShadow: '0 6px 18px -10px rgba(0, 0, 0, 0.6)' }}
    >
      <Container size="lg">
        <Group gap={8} wrap="nowrap" justify="center">
          <IconEye size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" lh={1.35}>
            <strong>{t('preview.band')}</strong>{' '}
            {t('preview.validUntil', {
              time: formatTime(expiresAt, isVn),
              date: formatDate(expiresAt, isVn),
            })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
});

/** Why a preview cannot be shown, in the visitor's language. */
function PreviewMessage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader eyebrow={t('preview.eyebrow')} title={title} />
      <Container size="sm" className={ui.section}>
        <Stack align="center" data-testid="preview-refused">
          <EmptyState message={text} />
          <Button component={Link} to="/" variant="outline" radius="xl">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}

/**
 * `/preview/event/:id?token=` and `/preview/news/:id?token=`: a draft or scheduled item exactly as
 * its public page will show it (the same view), for whoever holds a valid link (15 minutes). The
 * gateway serves this page unrendered, noindex and no-store.
 */
export default function PreviewPage() {
  const { type = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const band = useElementSize<HTMLDivElement>();

  useEffect(() => {
    const abort = new AbortController();
    setView({ state: 'loading' });
    load(type, id, token, abort.signal)
      .then((preview) => setView({ state: 'success', preview }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const reason = error instanceof PreviewError ? error.reason : 'failed';
        if (reason === 'refused') {
          const exp = tokenExpiry(token);
          setView({ state: exp !== null && exp <= Date.now() ? 'expired' : 'invalid' });
        } else setView({ state: reason === 'notFound' ? 'gone' : 'failure' });
      });
    return () => abort.abort();
  }, [type, id, token, attempt]);

  if (view.state === 'success') {
    const { preview } = view;
    return (
      // The page's banner makes room for the band, however many lines it takes.
      <div style={{ ['--page-header-offset' as string]: `${band.height || 40}px` }}>
        <PreviewBand ref={band.ref} expiresAt={preview.expiresAt} />
        {preview.type === 'event' ? (
          <EventDetailView event={preview.event} />
        ) : (
          <NewsDetailView news={preview.news} />
        )}
      </div>
    );
  }
  if (view.state === 'expired')
    return <PreviewMessage title={t('preview.expiredTitle')} text={t('preview.expiredText')} />;
  if (view.state === 'invalid')
    return <PreviewMessage title={t('preview.invalidTitle')} text={t('preview.invalidText')} />;
  if (view.state === 'gone')
    return <PreviewMessage title={t('preview.goneTitle')} text={t('preview.goneText')} />;
  return (
    <>
      <PageHeader eyebrow={t('preview.eyebrow')} title={t('preview.eyebrow')} />
      <Container key={view.state} size="lg" className={ui.section}>
        {view.state === 'loading' ? <LoadingState /> : <FailureState onRetry={retry} />}
      </Container>
    </>
  );
}
