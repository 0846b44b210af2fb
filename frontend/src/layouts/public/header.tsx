import { Burger, Container, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link, useLocation } from 'react-router-dom';
import { areaName } from '@/features/discover/components/area-card.tsx';
import { useAreas } from '@/features/discover/api/get-areas.ts';
import { useFeaturedTags } from '@/features/tags/api/get-featured-tags.ts';
import { afterHydration } from '@/components/hydrate-on-view.tsx';
import { activeNavKey, pick } from '@/lib/bilingual.ts';
import { setIsVn, useIsVn } from '@/lib/state.ts';
import { HEADER_SCROLL_THRESHOLD } from '@/theme.ts';
import { NAV_ITEMS, type NavKey } from './nav.ts';
import classes from './public.module.css';
import { useScrolledPast } from './use-scrolled-past.ts';
import { areaPath, eventTagPath, PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/** A top item's link: in the bar, in a dropdown item's stand-in and in its Mantine menu alike. */
export function TopLink({
  to,
  label,
  active,
  ref,
  onClick,
}: {
  to: string;
  label: string;
  active: boolean;
  ref?: Ref<HTMLAnchorElement>;
  onClick?: () => void;
}) {
  return (
    <Link
      ref={ref}
      to={to}
      className={classes.navLink}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {label}
    </Link>
  );
}

export interface DropdownEntry {
  key: string;
  label: string;
  to: string;
}

const loadNavDropdown = () => import('./nav-dropdown.tsx');
type NavDropdownComponent = Awaited<ReturnType<typeof loadNavDropdown>>['default'];
const SitemapDrawer = lazy(() => import('./sitemap-drawer.tsx'));

/**
 * A top item with a dropdown. Until the first hover, focus or chevron tap it is the plain link and
 * chevron (the same markup); then the Mantine Menu version (nav-dropdown.tsx) is loaded and
 * replaces it, opened when the intent was to open it, with focus on the control that had it.
 */
function DropdownNavItem({
  label,
  to,
  active,
  entries,
  menuLabel,
}: {
  label: string;
  to: string;
  active: boolean;
  entries: DropdownEntry[];
  menuLabel: string;
}) {
  const [loaded, setLoaded] = useState<{
    Dropdown: NavDropdownComponent;
    open: boolean;
    focus: 'link' | 'chevron' | null;
  } | null>(null);
  const loading = useRef(false);
  const openOnLoad = useRef(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const chevronRef = useRef<HTMLButtonElement>(null);
  const arm = (open: boolean) => {
    openOnLoad.current ||= open;
    if (loading.current || !entries.length) return;
    loading.current = true;
    loadNavDropdown().then(
      ({ default: Dropdown }) => {
        const now = document.activeElement;
        const focus = now === linkRef.current ? 'link' : now === chevronRef.current ? 'chevron' : null;
        // At once, so that no key press lands between the note of the focus and the swap.
        flushSync(() => setLoaded({ Dropdown, open: openOnLoad.current, focus }));
      },
      // Offline: the stand-in's links still work; the next intent tries again.
      () => (loading.current = false),
    );
  };
  if (loaded && entries.length) {
    const { Dropdown } = loaded;
    return (
      <Dropdown
        label={label}
        to={to}
        active={active}
        entries={entries}
        menuLabel={menuLabel}
        initiallyOpened={loaded.open}
        initialFocus={loaded.focus}
      />
    );
  }
  return (
    <div
      className={classes.navItem}
      onPointerEnter={(e) => e.pointerType === 'mouse' && arm(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && (openOnLoad.current = false)}
      onFocus={() => arm(false)}
    >
      <TopLink ref={linkRef} to={to} label={label} active={active} />
      {entries.length > 0 && (
        <UnstyledButton
          ref={chevronRef}
          className={classes.chevron}
          aria-label={menuLabel}
          aria-expanded={false}
          onClick={() => arm(true)}
        >
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      )}
    </div>
  );
}

function LanguageSwitch() {
  const isVn = useIsVn();
  const { t } = useTranslation();
  return (
    <div className={classes.lang} role="group" aria-label={t('common.language')}>
      <UnstyledButton
        className={classes.langButton}
        aria-pressed={isVn}
        onClick={() => afterHydration(() => setIsVn(true))}
        title={t('common.switchToVi')}
      >
        VI
      </UnstyledButton>
      <UnstyledButton
        className={classes.langButton}
        aria-pressed={!isVn}
        onClick={() => afterHydration(() => setIsVn(false))}
        title={t('common.switchToEn')}
      >
        EN
      </UnstyledButton>
    </div>
  );
}

export function Header({ logoUrl }: { logoUrl?: string }) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The Sitemap panel's code is imported on the first tap of the burger.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const active: NavKey = activeNavKey(pathname, NAV_ITEMS);
  const tags = useFeaturedTags('cache-and-network').tags ?? [];
  const areas = useAreas('cache-and-network').data?.areas ?? [];
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);

  const dropdowns: Partial<Record<NavKey, DropdownEntry[]>> = {
    event: tags.map((tag) => ({
      key: tag._id,
      label: pick(isVn, tag.nameVi, tag.nameEn),
      to: eventTagPath(tag._id),
    })),
    discover: [...areas]
      .sort((a, b) => a.order - b.order)
      .map((area) => ({ key: area._id, label: areaName(area, isVn), to: areaPath(area.slug) })),
  };

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined} data-testid="site-header">
      <Container size="xl" className={classes.headerInner}>
        <Link to={PAGE_PATHS.home} className={classes.logoLink} aria-label={t('common.home')}>
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={t('common.logoAlt')}
              className={classes.logoImg}
              width={160}
              height={44}
            />
          ) : (
            <span className={classes.logoText}>VENUE</span>
          )}
        </Link>
        <nav aria-label="main" className={classes.nav}>
          {NAV_ITEMS.map((item) => {
            const entries = dropdowns[item.key];
            const label = t(`nav.${item.key}`);
            if (entries) {
              return (
                <DropdownNavItem
                  key={item.key}
                  label={label}
                  to={item.to}
                  active={active === item.key}
                  entries={entries}
                  menuLabel={label}
                />
              );
            }
            return <TopLink key={item.key} to={item.to} label={label} active={active === item.key} />;
          })}
        </nav>
        <div className={classes.actions}>
          <LanguageSwitch />
          <Burger
            className={classes.burger}
            opened={drawerOpened}
            onClick={() => {
              setDrawerLoaded(true);
              drawer.toggle();
            }}
            color="#fff"
            size="sm"
            aria-label={drawerOpened ? t('common.closeMenu') : t('common.openMenu')}
          />
        </div>
      </Container>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <SitemapDrawer opened={drawerOpened} onClose={drawer.close} active={active} />
        </Suspense>
      )}
    </header>
  );
}
