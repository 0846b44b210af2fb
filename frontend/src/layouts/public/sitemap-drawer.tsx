import { Drawer } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Link } from 'react-router-dom';
import { NAV_ITEMS, type NavKey } from './nav.ts';
import classes from './public.module.css';

/** The phone's Sitemap panel; the header imports it on the first tap of the burger. */
export default function SitemapDrawer({
  opened,
  onClose,
  active,
}: {
  opened: boolean;
  onClose: () => void;
  active: NavKey;
}) {
  const { t } = useTranslation();
  // The burger's first tap mounts the panel already open, and Mantine notes the element to give
  // focus back to on close (the burger) only when `opened` changes: open one render after mounting.
  const mounted = useMounted();
  return (
    <Drawer
      opened={mounted && opened}
      onClose={onClose}
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
            onClick={onClose}
          >
            {t(`nav.${item.key}`)}
          </Link>
        ))}
      </nav>
    </Drawer>
  );
}
