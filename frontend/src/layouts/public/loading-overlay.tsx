import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import classes from './public.module.css';

export const OVERLAY_FADE_MS = 500;

/**
 * Full-screen logo while the home data request is pending (spec §4); page scroll is locked. It
 * fades out over OVERLAY_FADE_MS with a CSS transition (`data-leaving`), then unmounts.
 */
export function LoadingOverlay({ visible, logoUrl }: { visible: boolean; logoUrl?: string }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const [shown, setShown] = useState(visible);
  if (visible && (!shown || leaving)) {
    setShown(true);
    setLeaving(false);
  }
  if (!visible && shown && !leaving) setLeaving(true);
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => {
      setShown(false);
      setLeaving(false);
    }, OVERLAY_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);
  useEffect(() => {
    if (!visible) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [visible]);
  if (!shown) return null;
  return (
    <div
      className={classes.overlay}
      data-leaving={leaving || undefined}
      style={{ transitionDuration: `${OVERLAY_FADE_MS}ms` }}
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
  );
}
