import { Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header.tsx';
import { EmptyState, FailureState, LoadingState, type ViewState } from '@/components/query-state.tsx';
import ui from '@/components/ui.module.css';

/**
 * A detail page (one area, one news post) while it is not shown: its header, then loading, the
 * failure with a retry, or "not found" with a way back to the list.
 */
export function DetailPageFallback({
  state,
  eyebrow,
  title,
  notFound,
  back,
  onRetry,
}: {
  state: ViewState;
  eyebrow: string;
  title: string;
  notFound: string;
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} />
      {/* Keyed: the loaded page's section is a new node, not this one moved down (no layout shift). */}
      <Container key={state} size="lg" className={ui.section}>
        {state === 'loading' && <LoadingState />}
        {state === 'failure' && <FailureState onRetry={onRetry} />}
        {state === 'empty' && (
          <Stack align="center">
            <EmptyState message={notFound} />
            <Button component={Link} to={back.to} variant="outline" radius="xl">
              {back.label}
            </Button>
          </Stack>
        )}
      </Container>
    </>
  );
}
