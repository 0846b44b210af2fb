import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import classes from '@/components/ui.module.css';
import { pick } from '@/lib/bilingual.ts';
import { formatDate } from '@/lib/dates.ts';
import { useIsVn } from '@/lib/state.ts';
import type { NewsCardData } from '../api/news-fields.ts';
import { newsPath } from '@gateway/lib/site-paths.ts';

/** `headingLevel`: 2 where the cards sit right under the page's h1 (lists), 3 under a section's h2.
 *  `eager`/`priority`: the picture's loading (ResponsiveImage). */
export function NewsCard({
  news,
  eager,
  priority,
  headingLevel = 3,
}: {
  news: NewsCardData;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const isVn = useIsVn();
  const title = pick(isVn, news.titleVi, news.titleEn);
  const date = news.publishedAt ?? news.createdAt;
  return (
    <Link to={newsPath(news.slug)} className={classes.card} data-testid="news-card">
      <div className={classes.cardMedia}>
        <ResponsiveImage
          image={news.cover}
          alt={title}
          eager={eager}
          priority={priority}
          sizes="(min-width: 992px) 33vw, (min-width: 600px) 50vw, 100vw"
          className={classes.cardImage}
        />
      </div>
      <div className={classes.cardBody}>
        {date && (
          <Text className={classes.cardMeta} component="time" dateTime={date}>
            {formatDate(date, isVn)}
          </Text>
        )}
        <Text className={classes.cardTitle} component={`h${headingLevel}`}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {pick(isVn, news.summaryVi, news.summaryEn)}
        </Text>
      </div>
    </Link>
  );
}
