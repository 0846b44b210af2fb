import { useTranslation } from '@/lib/i18n/index.ts';
import { Outlet } from 'react-router-dom';
import { useHome } from '@/features/home/api/get-home.ts';
import { HydrateOnView } from '@/components/hydrate-on-view.tsx';
import { HeadManager } from '@/features/seo/head-manager.tsx';
import { FloatingContacts } from './public/floating-contacts.tsx';
import { Footer } from './public/footer.tsx';
import { Header } from './public/header.tsx';
import { LoadingOverlay } from './public/loading-overlay.tsx';
import classes from './public/public.module.css';

export { NAV_ITEMS } from './public/nav.ts';

export default function PublicLayout() {
  const { t } = useTranslation();
  const { data, loading } = useHome('cache-and-network');
  const home = data?.home;

  return (
    <div style={{ ['--header-height' as string]: '76px' }}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {/* The page title and meta tags are HeadManager's (per page, from /api/seo/head). */}
      <HeadManager />
      <Header logoUrl={home?.logoHeader?.secure_url} />
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <HydrateOnView>
        <Footer home={home} />
      </HydrateOnView>
      <FloatingContacts home={home} />
      <LoadingOverlay visible={loading} logoUrl={home?.logoHeader?.secure_url} />
    </div>
  );
}
