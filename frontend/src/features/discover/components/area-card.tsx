import { useTranslation } from '@/lib/i18n/index.ts';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import classes from '@/components/ui.module.css';
import { pick } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';
import type { AreaSummary } from '../api/get-areas.ts';
import { areaPath } from '@gateway/lib/site-paths.ts';

export function areaName(area: { name: string; nameVi?: string; nameEn?: string }, isVn: boolean): string {
  return pick(isVn, area.nameVi, area.nameEn) || area.name;
}

/** `headingLevel`: 2 where the cards sit right under the page's h1 (lists), 3 under a section's h2.
 *  `eager`/`priority`: the picture's loading (ResponsiveImage). */
export function AreaCard({
  area,
  eager,
  priority,
  headingLevel = 3,
}: {
  area: AreaSummary;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const isVn = useIsVn();
  const { t } = useTranslation();
  const name = areaName(area, isVn);
  const Heading = `h${headingLevel}` as const;
  return (
    <Link to={areaPath(area.slug)} className={classes.areaCard} data-testid="area-card">
      <div className={classes.areaCardMedia}>
        <ResponsiveImage
          image={area.cover}
          alt={name}
          eager={eager}
          priority={priority}
          sizes="(min-width: 992px) 33vw, (min-width: 600px) 50vw, 100vw"
          className={classes.cardImage}
        />
      </div>
      <div className={classes.areaCardText}>
        <Heading className={classes.areaCardTitle} style={{ margin: 0 }}>
          {name}
        </Heading>
        <div className={classes.areaCardSummary}>{pick(isVn, area.summaryVi, area.summaryEn)}</div>
        <div className={classes.areaCardMore} aria-hidden>
          {t('common.readMore')} →
        </div>
      </div>
    </Link>
  );
}
