import { useEffect, useState } from 'react';
import { IconArrowUp, IconBrandFacebook, IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Home } from '@/features/home/api/get-home.ts';
import classes from './public.module.css';
import { useScrolledPast } from './use-scrolled-past.ts';

/** The hotline as stored may already be a `tel:` link; this is the bare number. */
export function hotlineNumber(hotline: string): string {
  return hotline.replace(/^tel:/i, '').trim();
}

/** The messaging link: the one set by the staff, else a wa.me chat with the hotline number. */
export function whatsappUrl(home: Pick<Home, 'link'>): string {
  if (home.link.whatsapp) return home.link.whatsapp;
  const digits = home.link.hotline.replace(/\D/g, '').replace(/^0/, '84');
  return `https://wa.me/${digits}`;
}

export function ZaloMark() {
  return (
    <span aria-hidden style={{ fontWeight: 800, fontSize: 11, letterSpacing: 0.2 }}>
      Zalo
    </span>
  );
}

const TEXT_FIELD =
  'input:not([type=checkbox],[type=radio],[type=button],[type=submit],[type=reset]), textarea, select, [contenteditable="true"]';

/** Whether a text field has the focus: on a phone the keyboard is then up and the column would cover it. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(document.activeElement?.matches(TEXT_FIELD) ?? false);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}

export function FloatingContacts({ home }: { home: Home | undefined }) {
  const { t } = useTranslation();
  const farDown = useScrolledPast(300);
  const typing = useTyping();
  return (
    // A labelled landmark of its own, as the page's other content is (axe `region`). Below md it
    // steps aside while a form field is being filled in (the phone's keyboard is up).
    <aside
      className={classes.floating}
      aria-label={t('floating.label')}
      data-testid="floating-contacts"
      data-typing={typing || undefined}
    >
      {home?.link.facebook && (
        <a
          className={`${classes.floatButton} ${classes.facebook}`}
          href={home.link.facebook}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('floating.facebook')}
        >
          <IconBrandFacebook size={22} aria-hidden />
        </a>
      )}
      {home?.link.zalo && (
        <a
          className={`${classes.floatButton} ${classes.zalo}`}
          href={home.link.zalo}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('floating.zalo')}
        >
          <ZaloMark />
        </a>
      )}
      {home?.link.hotline && (
        <a
          className={`${classes.floatButton} ${classes.hotline}`}
          href={`tel:${hotlineNumber(home.link.hotline).replace(/[^\d+]/g, '')}`}
          aria-label={`${t('floating.hotline')} ${hotlineNumber(home.link.hotline)}`}
          data-testid="hotline"
        >
          <IconPhone size={22} aria-hidden />
        </a>
      )}
      {home && (
        <a
          className={`${classes.floatButton} ${classes.whatsapp}`}
          href={whatsappUrl(home)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('floating.whatsapp')}
        >
          <IconBrandWhatsapp size={22} aria-hidden />
        </a>
      )}
      {farDown && (
        <button
          type="button"
          className={`${classes.floatButton} ${classes.toTop}`}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label={t('common.scrollTop')}
        >
          <IconArrowUp size={22} aria-hidden />
        </button>
      )}
    </aside>
  );
}
