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

/** What the column must never cover: a form, a field, a button, a message, a dialog. */
const KEEP_CLEAR =
  'main :is(form, input, select, textarea, button, .mantine-Button-root, [role=alert], [role=status], [role=alertdialog], [role=radiogroup], [data-keep-clear]), [role=dialog]';

/**
 * Whether anything the column must not cover lies under it: an IntersectionObserver whose root is
 * the column's own corner of the viewport (no layout read on scroll), told of content that appears
 * later (an alert, a dialog) by a MutationObserver. The corner is measured when the browser is idle.
 */
function useSomethingBeneath(column: RefObject<HTMLElement | null>, taller: boolean): boolean {
  const [beneath, setBeneath] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const under = new Set<Element>();
    let io: IntersectionObserver | undefined;
    let rescan = 0;
    const update = () => setBeneath(under.size > 0);
    const observeAll = () => {
      rescan = 0;
      if (!io) return;
      for (const el of under) if (!el.isConnected) under.delete(el);
      for (const el of document.querySelectorAll(KEEP_CLEAR)) io.observe(el);
      update();
    };
    const build = () => {
      const el = column.current;
      if (!el) return;
      io?.disconnect();
      under.clear();
      // The column's resting box (offsets ignore the transform that moves it aside), plus a margin.
      const style = getComputedStyle(el);
      const width = el.offsetWidth + parseFloat(style.right) + 8;
      const height = el.offsetHeight + parseFloat(style.bottom) + 8;
      io = new IntersectionObserver(
        (entries) => {
          for (const entry of entries)
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          update();
        },
        {
          rootMargin: `-${Math.max(0, window.innerHeight - height)}px 0px 0px -${Math.max(0, window.innerWidth - width)}px`,
        },
      );
      observeAll();
    };
    const later = () => {
      if (!rescan) rescan = window.setTimeout(observeAll, 50);
    };
    const mutations = new MutationObserver(later);
    mutations.observe(document.body, { childList: true, subtree: true });
    const idle = 'requestIdleCallback' in window;
    const first = idle ? requestIdleCallback(build, { timeout: 1000 }) : window.setTimeout(build, 100);
    window.addEventListener('resize', build);
    return () => {
      if (idle) cancelIdleCallback(first);
      else clearTimeout(first);
      clearTimeout(rescan);
      window.removeEventListener('resize', build);
      mutations.disconnect();
      io?.disconnect();
    };
  }, [column, taller]);
  return beneath;
}

export function FloatingContacts({ home }: { home: Home | undefined }) {
  const { t } = useTranslation();
  const farDown = useScrolledPast(300);
  const typing = useTyping();
  const column = useRef<HTMLElement>(null);
  // Measured again when the scroll-to-top button makes the column taller.
  const beneath = useSomethingBeneath(column, farDown);
  return (
    // A labelled landmark of its own, as the page's other content is (axe `region`). It steps aside
    // while a form, a button, a message or a dialog lies under it, and below md while a field is
    // being filled in (the phone's keyboard is up); the footer carries the same links.
    <aside
      ref={column}
      className={classes.floating}
      aria-label={t('floating.label')}
      data-testid="floating-contacts"
      data-typing={typing || undefined}
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
