import { Chip, Group, ScrollArea, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '@/components/pager.tsx';
import { EmptyState, FailureState, LoadingState, viewState } from '@/components/query-state.tsx';
import type { GetTagsQuery } from '@/graphql/generated/operations.ts';
import { pick } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';
import { useEvents, type EventFilter } from '../api/get-events.ts';
import { EventCard } from './event-card.tsx';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';

export const EVENTS_PAGE_SIZE = 9;

/**
 * Upcoming events first; "past" on request. State lives in the query string (?when=past&tag=…&page=…)
 * so a filtered page can be shared and survives a reload.
 */
export function EventList({
  fixedTagId,
  tags,
  moreTags,
  tagsLoading,
}: {
  fixedTagId?: string;
  /** The chips (the featured tags, and the chosen one). */
  tags?: GetTagsQuery['tags'];
  /** Where other tags exist: the control that offers them, choosing through `onPick`. */
  moreTags?: (onPick: (tagId: string) => void) => ReactNode;
  /** The tags are on their way: their row's height is kept so the list does not move (CLS). */
  tagsLoading?: boolean;
}) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'past' ? 'PAST' : 'UPCOMING';
  const tagId = fixedTagId ?? params.get('tag') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter: EventFilter = { when, ...(tagId ? { tagId } : {}) };
  const { data, loading, error, refetch } = useEvents({ filter, page, pageSize: EVENTS_PAGE_SIZE });
  const state = viewState({ loading, error, data, isEmpty: (d) => d.events.items.length === 0 });

  const update = (changes: Record<string, string | null>) => {
    // From the address bar, not the rendered `params`: two quick choices (e.g. "upcoming" then a
    // tag) would otherwise build the second from the query the first has just replaced.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: false });
  };

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <SegmentedControl
          value={when}
          onChange={(value) => update({ when: value === 'PAST' ? 'past' : null, page: null })}
          data={[
            { value: 'UPCOMING', label: t('events.upcoming') },
            { value: 'PAST', label: t('events.past') },
          ]}
          radius="xl"
          aria-label={t('events.title')}
        />
        {data && (
          <Text size="sm" c="dimmed">
            {t('events.count', { count: data.events.total })}
          </Text>
        )}
      </Group>
      {tagsLoading && <div style={{ height: 32 }} aria-hidden />}
      {!tagsLoading && tags && tags.length > 0 && (
        <ScrollArea type="never" offsetScrollbars={false}>
          <Chip.Group
            multiple={false}
            value={tagId ?? ''}
            onChange={(value) => update({ tag: value || null, page: null })}
          >
            <Group gap="xs" wrap="nowrap" role="group" aria-label={t('events.filterByTag')} pb={4}>
              <Chip value="" variant="outline" radius="xl">
                {t('common.allTags')}
              </Chip>
              {tags.map((tag) => (
                <Chip key={tag._id} value={tag._id} variant="outline" radius="xl">
                  {pick(isVn, tag.nameVi, tag.nameEn)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      {!tagsLoading && moreTags?.((id) => update({ tag: id, page: null }))}
      {state === 'loading' && <LoadingState />}
      {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
      {state === 'empty' && (
        <EmptyState message={when === 'PAST' ? t('events.emptyPast') : t('events.empty')} />
      )}
      {state === 'success' && (
        <>
          <HydrateOnView>
            <SimpleGrid cols={{ base: 1, custom: 2, lg: 3 }} spacing="lg" data-testid="event-list">
              {data!.events.items.map((event, i) => (
                // The first row loads at once; only the first picture, a phone's largest paint, first.
                <EventCard key={event._id} event={event} eager={i < 3} priority={i === 0} headingLevel={2} />
              ))}
            </SimpleGrid>
          </HydrateOnView>
          <Pager
            page={page}
            total={data!.events.total}
            pageSize={EVENTS_PAGE_SIZE}
            onChange={(p) => update({ page: p > 1 ? String(p) : null })}
          />
        </>
      )}
    </Stack>
  );
}
