import { Badge, Box, Button, Container, Divider, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconCalendarPlus, IconClock, IconMapPin, IconTicket } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link, useParams } from 'react-router-dom';
import { siteOrigin } from '@/lib/site-origin.ts';
import { Gallery } from '@/components/gallery.tsx';
import { PageHeader, SectionTitle } from '@/components/page-header.tsx';
import { EmptyState, FailureState, LoadingState, viewState } from '@/components/query-state.tsx';
import { RichContent } from '@/components/rich-content.tsx';
import ui from '@/components/ui.module.css';
import { areaName } from '@/features/discover/components/area-card.tsx';
import { useEvent, type EventDetail } from '@/features/events/api/get-event.ts';
import { ShareLinks } from '@/features/events/components/share-links.tsx';
import { pick } from '@/lib/bilingual.ts';
import { formatRange, googleCalendarLink } from '@/lib/dates.ts';
import { useIsVn } from '@/lib/state.ts';
import { areaPath, eventIcsPath, eventTagPath, PAGE_PATHS } from '@gateway/lib/site-paths.ts';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Box c="gold.6" mt={2}>
        {icon}
      </Box>
      <div>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.14em' }}>
          {label}
        </Text>
        <Text>{children}</Text>
      </div>
    </Group>
  );
}

export default function EventDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useEvent(slug);
  const state = viewState({ loading, error, data, isEmpty: (d) => !d.event });
  const event = data?.event;

  if (state !== 'success' || !event) {
    return (
      <>
        <PageHeader eyebrow={t('nav.event')} title={t('events.title')} />
        {/* Keyed apart from the loaded page's section: a new node appears below the taller header
            instead of this one moving down (a layout shift of most of the viewport). */}
        <Container key={state} size="lg" className={ui.section}>
          {state === 'loading' && <LoadingState />}
          {state === 'failure' && <FailureState onRetry={() => void refetch()} />}
          {state === 'empty' && (
            <Stack align="center">
              <EmptyState message={t('events.notFound')} />
              <Button component={Link} to={PAGE_PATHS.events} variant="outline" radius="xl">
                {t('events.allEvents')}
              </Button>
            </Stack>
          )}
        </Container>
      </>
    );
  }

  return <EventDetailView event={event} />;
}

/** An event's public page once loaded; the draft preview (routes/preview.tsx) shows drafts with it. */
export function EventDetailView({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const title = pick(isVn, event.titleVi, event.titleEn);
  const summary = pick(isVn, event.summaryVi, event.summaryEn);
  const area = event.area ? areaName(event.area, isVn) : '';
  const price = pick(isVn, event.priceVi, event.priceEn);
  const ended = new Date(event.endAt ?? event.startAt).getTime() < Date.now();
  const url = `${siteOrigin()}/event/${event.slug}`;

  return (
    <>
      <PageHeader eyebrow={t('nav.event')} title={title} subtitle={summary} image={event.cover}>
        <Group gap={8} mt={20}>
          {event.tags.map((tag) => (
            <Badge
              key={tag._id}
              component={Link}
              to={eventTagPath(tag._id)}
              variant="outline"
              color="gold.3"
              radius="sm"
              style={{ cursor: 'pointer' }}
            >
              {pick(isVn, tag.nameVi, tag.nameEn)}
            </Badge>
          ))}
        </Group>
      </PageHeader>
      <Container key="loaded" size="lg" className={ui.section}>
        <Grid gap={{ base: 32, md: 56 }}>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap={48}>
              <RichContent html={pick(isVn, event.contentVi, event.contentEn)} />
              {event.gallery.length > 0 && (
                <HydrateOnView>
                  <SectionTitle title={t('common.gallery')} />
                  <Gallery images={event.gallery} title={title} />
                </HydrateOnView>
              )}
              <HydrateOnView>
                <ShareLinks url={url} title={title} />
              </HydrateOnView>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Paper withBorder radius="lg" p="xl" shadow="sm" style={{ position: 'sticky', top: 96 }}>
              <Stack gap="lg">
                <InfoRow icon={<IconClock size={20} />} label={t('events.when')}>
                  <time dateTime={event.startAt}>{formatRange(event.startAt, event.endAt, isVn)}</time>
                </InfoRow>
                {event.area && (
                  <InfoRow icon={<IconMapPin size={20} />} label={t('events.where')}>
                    <Link to={areaPath(event.area.slug)} style={{ color: 'inherit' }}>
                      {area}
                    </Link>
                  </InfoRow>
                )}
                {price && (
                  <InfoRow icon={<IconTicket size={20} />} label={t('events.price')}>
                    {price}
                  </InfoRow>
                )}
                <Divider />
                {ended ? (
                  <Badge color="gray" variant="light" size="lg" radius="sm">
                    {t('events.ended')}
                  </Badge>
                ) : event.bookingEnabled ? (
                  <Button
                    component={Link}
                    to={`${PAGE_PATHS.booking}?event=${event._id}`}
                    size="md"
                    radius="xl"
                    fullWidth
                  >
                    {t('events.book')}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('events.bookingClosed')}
                  </Text>
                )}
                <Stack gap={6}>
                  <Button
                    component="a"
                    href={eventIcsPath(event.slug)}
                    download
                    variant="subtle"
                    leftSection={<IconCalendarPlus size={18} />}
                    justify="flex-start"
                  >
                    {t('events.addToCalendar')}
                  </Button>
                  <Button
                    component="a"
                    href={googleCalendarLink({
                      title,
                      startAt: event.startAt,
                      endAt: event.endAt,
                      details: summary,
                      location: area,
                    })}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    leftSection={<IconBrandGoogle size={18} />}
                    justify="flex-start"
                  >
                    {t('events.googleCalendar')}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
