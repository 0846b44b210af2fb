import { Button, Container, Group, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import { pick } from '@/lib/bilingual.ts';
import { useIsVn } from '@/lib/state.ts';
import type { HeroSlide } from '../api/get-home.ts';
import classes from './home.module.css';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

const INTERVAL_MS = 6000;

function isInternal(link: string) {
  return link.startsWith('/') && !link.startsWith('//');
}

export function HeroSlides({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || reduceMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused, reduceMotion]);

  const current = slides[index % Math.max(count, 1)];
  const caption = current ? pick(isVn, current.captionVi, current.captionEn) : '';

  return (
    <section
      className={classes.hero}
      aria-roledescription="carousel"
      aria-label={t('home.heroFallback')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="hero"
    >
      {slides.map((slide, i) => (
        <div
          key={slide.image?.public_id ?? i}
          className={classes.slide}
          data-active={i === index || undefined}
          aria-hidden={i !== index}
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.slide', { n: i + 1 })}
        >
          <ResponsiveImage
            image={slide.image}
            alt={pick(isVn, slide.captionVi, slide.captionEn)}
            eager={i === 0}
            className={classes.slideImage}
          />
        </div>
      ))}
      <div className={classes.shade} />
      <Container size="lg" className={classes.heroContent}>
        <div className={classes.heroEyebrow}>{t('home.heroFallback')}</div>
        <Title order={1} className={classes.heroTitle} aria-live="polite">
          {caption || t('home.heroFallback')}
        </Title>
        <Group mt={32} gap="md" className={classes.heroActions}>
          {current?.link ? (
            isInternal(current.link) ? (
              <Button component={Link} to={current.link} size="md" radius="xl">
                {t('home.heroMore')}
              </Button>
            ) : (
              <Button
                component="a"
                href={current.link}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                radius="xl"
              >
                {t('home.heroMore')}
              </Button>
            )
          ) : (
            <Button component={Link} to={PAGE_PATHS.events} size="md" radius="xl">
              {t('home.heroCta')}
            </Button>
          )}
          <Button
            component={Link}
            to={PAGE_PATHS.booking}
            size="md"
            radius="xl"
            variant="outline"
            color="gray.0"
          >
            {t('home.heroBook')}
          </Button>
        </Group>
      </Container>
      {count > 1 && (
        <div className={classes.heroControls}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={classes.dot}
              aria-current={i === index}
              aria-label={t('home.slide', { n: i + 1 })}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
