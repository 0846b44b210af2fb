import { useEffect, useState, type RefObject, useRef } from 'react';
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

/**
 * Whether anything the column must not cover lies under it (keep-clear.ts). That watch is loaded
 * once the page has settled, in a chunk of its own: the first paint does not wait for it.
 */
function useSomethingBeneath(column: RefObject<HTMLElement | null>): boolean {
  const [beneath, setBeneath] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    const timer = setTimeout(() => {
      void import('./keep-clear.ts').then((m) => {
        if (live && column.current) stop = m.watchBeneath(column.current, setBeneath);
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [column]);
  return beneath;
}

export function FloatingContacts({ home }: { home: Home | undefined }) {
  const { t } = useTranslation();
  const farDown = useScrolledPast(300);
  const column = useRef<HTMLElement>(null);
  const beneath = useSomethingBeneath(column);
  return (
    // A labelled landmark of its own, as the page's other content is (axe `region`). It steps aside
    // while a form, a button, a message or a dialog lies under it (a phone's form being filled in
    // among them); the footer carries the same links.
    <aside
      ref={column}
      className={classes.floating}
      aria-label={t('floating.label')}
      data-testid="floating-contacts"
      data-aside={beneath || undefined}
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
