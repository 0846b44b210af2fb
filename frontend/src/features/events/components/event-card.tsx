import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import classes from '@/components/ui.module.css';
import { pick } from '@/lib/bilingual.ts';
import { dateBadge, formatDate, formatTime } from '@/lib/dates.ts';
import { useIsVn } from '@/lib/state.ts';
import type { EventCardData } from '../api/event-fields.ts';
import { eventPath } from '@gateway/lib/site-paths.ts';

/** `headingLevel`: 2 where the cards sit right under the page's h1 (lists), 3 under a section's h2.
 *  `eager`/`priority`: the picture's loading (ResponsiveImage). */
export function EventCard({
  event,
  eager,
  priority,
  headingLevel = 3,
}: {
  event: EventCardData;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const isVn = useIsVn();
  const title = pick(isVn, event.titleVi, event.titleEn);
  const badge = dateBadge(event.startAt, isVn);
  const area = event.area ? pick(isVn, event.area.nameVi, event.area.nameEn) || event.area.name : '';
  return (
    <Link to={eventPath(event.slug)} className={classes.card} data-testid="event-card">
      <div className={classes.cardMedia}>
        <ResponsiveImage
          image={event.cover}
          alt={title}
          eager={eager}
          priority={priority}
          sizes="(min-width: 992px) 33vw, (min-width: 600px) 50vw, 100vw"
          className={classes.cardImage}
        />
        <div className={classes.dateBadge} aria-hidden>
          <div className={classes.dateBadgeDay}>{badge.day}</div>
          <div className={classes.dateBadgeMonth}>{badge.month}</div>
        </div>
      </div>
      <div className={classes.cardBody}>
        <Text className={classes.cardMeta}>
          {formatDate(event.startAt, isVn)} · {formatTime(event.startAt, isVn)}
        </Text>
        <Text className={classes.cardTitle} component={`h${headingLevel}`}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {pick(isVn, event.summaryVi, event.summaryEn)}
        </Text>
        <Group gap={6} mt="auto" pt={6} wrap="wrap">
          {area && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} color="var(--mantine-color-gold-6)" aria-hidden />
              <Text size="xs" c="dimmed">
                {area}
              </Text>
            </Group>
          )}
          {event.tags.slice(0, 2).map((tag) => (
            <Badge key={tag._id} size="xs" variant="light" radius="sm">
              {pick(isVn, tag.nameVi, tag.nameEn)}
            </Badge>
          ))}
        </Group>
      </div>
    </Link>
  );
}
