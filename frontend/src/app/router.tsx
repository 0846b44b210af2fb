import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/loading.tsx';
import { ScrollToTop } from '@/components/scroll-to-top.tsx';
import { ADMIN_PATHS, PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/**
 * Marks `<html data-app="ready">` once a page (a leaf route) has hydrated or rendered: it commits
 * with its page, inside the page's own boundary. Until then a server-rendered page is plain HTML,
 * whose links work but whose fields and buttons wait. Browser tests wait for it.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    markReady();
  }, []);
  return null;
}

let markReady: () => void = () => undefined;
/** Resolves once the first page has hydrated or rendered (PageReady): for work that can wait. */
export const pageReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

type Load = () => Promise<{ default: ComponentType }>;

const page = (load: Load, leaf: boolean) => {
  const Page: LazyExoticComponent<ComponentType> = lazy(load);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
      {leaf ? <PageReady /> : null}
    </Suspense>
  );
};

/** A lazy route: its element, and in `handle` the import that preloadRoute starts early. */
const lazyRoute = (load: Load) => ({ element: page(load, true), handle: { load } });
/** A lazy layout: its pages say when the application is ready. */
const lazyLayout = (load: Load) => ({ element: page(load, false), handle: { load } });

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** The sign-in page and the admin area; the server renders public pages only, and its build
 *  (import.meta.env.SSR) leaves the admin's code out. */
const adminRoutes: RouteObject[] = import.meta.env.SSR
  ? []
  : [
      { path: ADMIN_PATHS.signIn, ...lazyRoute(() => import('./routes/admin-login.tsx')) },
      { path: ADMIN_PATHS.forgotPassword, ...lazyRoute(() => import('./routes/admin-forgot-password.tsx')) },
      { path: ADMIN_PATHS.resetPassword, ...lazyRoute(() => import('./routes/admin-reset-password.tsx')) },
      {
        path: ADMIN_PATHS.acceptInvitation,
        ...lazyRoute(() => import('./routes/admin-accept-invitation.tsx')),
      },
      {
        // The pages behind sign-in, under the admin layout (children spelled in full: React Router
        // takes an absolute child path that starts with its parent's).
        path: ADMIN_PATHS.signIn,
        ...lazyLayout(() => import('@/layouts/admin-layout.tsx')),
        children: [
          // The staff's day: the landing page after sign-in, and check-in at the door.
          { path: ADMIN_PATHS.dashboard, ...lazyRoute(() => import('./routes/admin-dashboard.tsx')) },
          { path: ADMIN_PATHS.door, ...lazyRoute(() => import('./routes/admin-door.tsx')) },
          { path: ADMIN_PATHS.general, ...lazyRoute(() => import('./routes/admin-general.tsx')) },
          { path: ADMIN_PATHS.introduction, ...lazyRoute(() => import('./routes/admin-introduction.tsx')) },
          { path: ADMIN_PATHS.discover, ...lazyRoute(() => import('./routes/admin-discover.tsx')) },
          { path: ADMIN_PATHS.events, ...lazyRoute(() => import('./routes/admin-events.tsx')) },
          { path: ADMIN_PATHS.news, ...lazyRoute(() => import('./routes/admin-news.tsx')) },
          { path: ADMIN_PATHS.inbox, ...lazyRoute(() => import('./routes/admin-inbox.tsx')) },
          { path: ADMIN_PATHS.staff, ...lazyRoute(() => import('./routes/admin-staff.tsx')) },
          { path: ADMIN_PATHS.outbox, ...lazyRoute(() => import('./routes/admin-outbox.tsx')) },
          { path: ADMIN_PATHS.audit, ...lazyRoute(() => import('./routes/admin-audit.tsx')) },
          { path: ADMIN_PATHS.trash, ...lazyRoute(() => import('./routes/admin-trash.tsx')) },
          { path: ADMIN_PATHS.account, ...lazyRoute(() => import('./routes/admin-account.tsx')) },
        ],
      },
    ];

/** The id of the public pages' layout route. */
export const PUBLIC_LAYOUT = 'public-layout';

/** The route table, shared by the browser's router (app/start.tsx) and the server's (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: PAGE_PATHS.test, ...lazyRoute(() => import('./routes/test.tsx')) },
      { path: PAGE_PATHS.thanks, ...lazyRoute(() => import('./routes/thanks.tsx')) },
      {
        // entry-server.tsx starts the layout's queries before rendering a page under it.
        id: PUBLIC_LAYOUT,
        ...lazyLayout(() => import('@/layouts/public-layout.tsx')),
        children: [
          { index: true, ...lazyRoute(() => import('./routes/home.tsx')) },
          { path: PAGE_PATHS.events, ...lazyRoute(() => import('./routes/events.tsx')) },
          { path: PAGE_PATHS.eventTag, ...lazyRoute(() => import('./routes/event-tag.tsx')) },
          { path: PAGE_PATHS.event, ...lazyRoute(() => import('./routes/event-detail.tsx')) },
          { path: PAGE_PATHS.discover, ...lazyRoute(() => import('./routes/discover.tsx')) },
          { path: PAGE_PATHS.area, ...lazyRoute(() => import('./routes/discover-area.tsx')) },
          { path: PAGE_PATHS.news, ...lazyRoute(() => import('./routes/news.tsx')) },
          { path: PAGE_PATHS.newsPost, ...lazyRoute(() => import('./routes/news-detail.tsx')) },
          { path: PAGE_PATHS.booking, ...lazyRoute(() => import('./routes/booking.tsx')) },
          // A visitor's own booking and a waiting-list offer, through the signed links of their emails.
          { path: PAGE_PATHS.bookingManage, ...lazyRoute(() => import('./routes/booking-manage.tsx')) },
          { path: PAGE_PATHS.bookingOffer, ...lazyRoute(() => import('./routes/booking-offer.tsx')) },
          { path: PAGE_PATHS.contact, ...lazyRoute(() => import('./routes/contact.tsx')) },
          // A draft as its public page will look (signed link); never rendered on the server.
          { path: PAGE_PATHS.preview, ...lazyRoute(() => import('./routes/preview.tsx')) },
          { path: '*', ...lazyRoute(() => import('./routes/not-found.tsx')) },
        ],
      },
      ...adminRoutes,
    ],
  },
];

/**
 * Starts downloading the chunks of the routes that match `pathname` (the layout and the page) while
 * the entry is still starting, instead of when the router renders them one after the other: the
 * page's chunk no longer waits for the layout's to arrive and render (a sooner largest paint).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const load = (match.route.handle as { load?: Load } | undefined)?.load;
    if (load) loads.push(load().catch(() => undefined));
  }
  return Promise.all(loads);
}
