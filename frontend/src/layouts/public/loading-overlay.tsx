import { Transition } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './public.module.css';

export const OVERLAY_FADE_MS = 500;

/** Full-screen logo while the home data request is pending (spec §4); page scroll is locked. */
export function LoadingOverlay({ visible, logoUrl }: { visible: boolean; logoUrl?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!visible) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [visible]);
  return (
    <Transition mounted={visible} transition="fade" duration={OVERLAY_FADE_MS} timingFunction="ease">
      {(styles) => (
        <div
          className={classes.overlay}
          style={styles}
          role="status"
          aria-label={t('common.loading')}
          data-testid="loading-overlay"
        >
          <img
            src={logoUrl || '/favicon.svg'}
            alt={t('common.logoAlt')}
            className={classes.overlayLogo}
            width={140}
            height={140}
          />
        </div>
      )}
    </Transition>
  );
}
