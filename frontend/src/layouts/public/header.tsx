import { Burger, Container, Drawer, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { areaName } from '@/features/discover/components/area-card.tsx';
import { useAreas } from '@/features/discover/api/get-areas.ts';
import { useTags } from '@/features/tags/api/get-tags.ts';
import { activeNavKey, pick } from '@/lib/bilingual.ts';
import { setIsVn, useIsVn } from '@/lib/state.ts';
import { HEADER_SCROLL_THRESHOLD } from '@/theme.ts';
import { NAV_ITEMS, type NavKey } from './nav.ts';
import classes from './public.module.css';

interface DropdownEntry {
  key: string;
  label: string;
  to: string;
}

/** A top item whose dropdown opens on hover; the chevron opens it from the keyboard. */
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
  const [opened, setOpened] = useState(false);
  // After a choice the closing dropdown may still sit under the pointer and would reopen on the
  // next hover event; ignore reopen requests until it has gone.
  const suppress = useRef(false);
  const close = () => {
    suppress.current = true;
    setOpened(false);
    window.setTimeout(() => (suppress.current = false), 400);
  };
  const onChange = (next: boolean) => {
    if (next && suppress.current) return;
    setOpened(next);
  };
  if (!entries.length) {
    return (
      <Link
        to={to}
        className={classes.navLink}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </Link>
    );
  }
  return (
    <Menu
      trigger="hover"
      opened={opened}
      onChange={onChange}
      transitionProps={{ duration: 120 }}
      openDelay={40}
      closeDelay={150}
      position="bottom-start"
      offset={4}
      withinPortal={false}
      classNames={{ dropdown: classes.dropdown, item: classes.dropdownItem }}
    >
      <Menu.Target>
        <div className={classes.navItem}>
          <Link
            to={to}
            className={classes.navLink}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            onClick={close}
          >
            {label}
          </Link>
          <UnstyledButton
            className={classes.chevron}
            aria-label={menuLabel}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconChevronDown size={14} aria-hidden />
          </UnstyledButton>
        </div>
      </Menu.Target>
      <Menu.Dropdown aria-label={menuLabel}>
        {entries.map((entry) => (
          <Menu.Item key={entry.key} component={Link} to={entry.to} onClick={close}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
        onClick={() => setIsVn(true)}
        title={t('common.switchToVi')}
      >
        VI
      </UnstyledButton>
      <UnstyledButton
        className={classes.langButton}
        aria-pressed={!isVn}
        onClick={() => setIsVn(false)}
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
  const [scroll] = useWindowScroll();
  const [drawerOpened, drawer] = useDisclosure(false);
  const active: NavKey = activeNavKey(pathname, NAV_ITEMS);
  const tags = useTags('cache-and-network').data?.tags ?? [];
  const areas = useAreas('cache-and-network').data?.areas ?? [];
  const scrolled = scroll.y > HEADER_SCROLL_THRESHOLD;

  const dropdowns: Partial<Record<NavKey, DropdownEntry[]>> = {
    event: tags.map((tag) => ({
      key: tag._id,
      label: pick(isVn, tag.nameVi, tag.nameEn),
      to: `/event/tag/${tag._id}`,
    })),
    discover: [...areas]
      .sort((a, b) => a.order - b.order)
      .map((area) => ({ key: area._id, label: areaName(area, isVn), to: `/discover/${area.slug}` })),
  };

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined} data-testid="site-header">
      <Container size="xl" className={classes.headerInner}>
        <Link to="/" className={classes.logoLink} aria-label={t('common.home')}>
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
            return (
              <Link
                key={item.key}
                to={item.to}
                className={classes.navLink}
                data-active={active === item.key || undefined}
                aria-current={active === item.key ? 'page' : undefined}
              >
                {label}
              </Link>
            );
          })}
        </nav>
        <div className={classes.actions}>
          <LanguageSwitch />
          <Burger
            className={classes.burger}
            opened={drawerOpened}
            onClick={drawer.toggle}
            color="#fff"
            size="sm"
            aria-label={drawerOpened ? t('common.closeMenu') : t('common.openMenu')}
          />
        </div>
      </Container>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size={300}
        title="Sitemap"
        zIndex={400}
        closeButtonProps={{ 'aria-label': t('common.closeMenu') }}
        styles={{
          title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: '1.3rem', fontWeight: 600 },
        }}
      >
        <nav aria-label="Sitemap">
          {NAV_ITEMS.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              className={classes.drawerLink}
              data-active={active === item.key || undefined}
              aria-current={active === item.key ? 'page' : undefined}
              onClick={drawer.close}
            >
              {t(`nav.${item.key}`)}
            </Link>
          ))}
        </nav>
      </Drawer>
    </header>
  );
}
