import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { Loading } from '@/components/loading.tsx';
import { ScrollToTop } from '@/components/scroll-to-top.tsx';

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page: LazyExoticComponent<ComponentType> = lazy(load);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
};

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/test', element: page(() => import('./routes/test.tsx')) },
      { path: '/admin', element: page(() => import('./routes/admin-login.tsx')) },
      { path: '/thanks', element: page(() => import('./routes/thanks.tsx')) },
      {
        element: page(() => import('@/layouts/public-layout.tsx')),
        children: [
          { index: true, element: page(() => import('./routes/home.tsx')) },
          { path: 'event', element: page(() => import('./routes/events.tsx')) },
          { path: 'event/tag/:slug', element: page(() => import('./routes/event-tag.tsx')) },
          { path: 'event/:slug', element: page(() => import('./routes/event-detail.tsx')) },
          { path: 'discover', element: page(() => import('./routes/discover.tsx')) },
          { path: 'discover/:slug', element: page(() => import('./routes/discover-area.tsx')) },
          { path: 'news', element: page(() => import('./routes/news.tsx')) },
          { path: 'news/:slug', element: page(() => import('./routes/news-detail.tsx')) },
          { path: 'booking', element: page(() => import('./routes/booking.tsx')) },
          { path: 'contact', element: page(() => import('./routes/contact.tsx')) },
          { path: '*', element: page(() => import('./routes/not-found.tsx')) },
        ],
      },
      {
        path: '/admin',
        element: page(() => import('@/layouts/admin-layout.tsx')),
        children: [
          { path: 'general', element: page(() => import('./routes/admin-general.tsx')) },
          { path: 'instroduct', element: page(() => import('./routes/admin-introduction.tsx')) },
          { path: 'discover', element: page(() => import('./routes/admin-discover.tsx')) },
          { path: 'events', element: page(() => import('./routes/admin-events.tsx')) },
          { path: 'news', element: page(() => import('./routes/admin-news.tsx')) },
          { path: 'inbox/:box', element: page(() => import('./routes/admin-inbox.tsx')) },
        ],
      },
    ],
  },
]);
