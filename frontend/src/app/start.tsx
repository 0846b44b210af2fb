/**
 * The application: restores the session's state, then hydrates the page the server rendered (or
 * renders it, on pages the server left to the browser). main.tsx imports this module and runs
 * startApp.
 */
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers.tsx';
import { pageReady, preloadRoute, routes } from '@/app/router.tsx';
import { GET_HOME } from '@/features/home/api/get-home.ts';
import { apolloClient, cache } from '@/lib/apollo.ts';
import { bindLanguage, i18n } from '@/lib/i18n/index.ts';
import { persistCache, restoreCache, restoreCacheUnder, restoreServedState } from '@/lib/apollo-persist.ts';
import { authVar, persistState, restoreState, setIsVn } from '@/lib/state.ts';
import { isAdminPath } from '@gateway/lib/site-paths.ts';

/**
 * Runs the application in steps, `pause` between them letting the browser paint and answer input:
 * on a phone each is tens of milliseconds, and together they were one task of ~95 ms at 4x CPU
 * slowdown (restoring the state and the served cache, creating the router, rendering).
 */
export async function startApp(pause: () => Promise<void>): Promise<void> {
  const container = document.getElementById('root')!;
  // The language the server rendered the page in, read before bindLanguage moves <html lang>.
  const servedLang = document.documentElement.lang;
  // The route's chunks start downloading at once; they are evaluated as they arrive.
  const chunks = preloadRoute(window.location.pathname);

  // The app is held back until the persisted session state is restored (spec §4): a synchronous
  // read of sessionStorage before the first render. A page the server rendered hydrates from the
  // cache it sent (entry-server.tsx), the fresher copy; the session's persisted cache goes under it
  // once the page is interactive and the browser idle, rather than being parsed before hydration.
  // Saving starts with that restore (persistCache saves after one), so nothing persisted is lost
  // before it. A page the server did not render reads the persisted cache first, as it renders
  // from it.
  restoreState();
  persistState();
  const served = restoreServedState(cache);
  if (served) {
    const idle = (run: () => void) =>
      'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 500);
    void pageReady.then(() =>
      idle(() => {
        const save = persistCache(cache);
        if (!restoreCacheUnder(cache)) save();
      }),
    );
  } else {
    restoreCache(cache);
    persistCache(cache);
  }
  // `?lang=` in the address chooses the language from the first render on (HeadManager follows it).
  const langParam = new URLSearchParams(window.location.search).get('lang');
  if (langParam === 'vi' || langParam === 'en') setIsVn(langParam === 'vi');
  bindLanguage(authVar);

  // A page the server did not render asks for the home data now, before React renders and before
  // the lazy public layout's chunk arrives: the layout's identical query joins this one in flight.
  if (!served && !isAdminPath(window.location.pathname)) {
    void apolloClient.query({ query: GET_HOME, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
  if (served) await pause();

  const router = createBrowserRouter(routes);
  const app: ReactNode = (
    <StrictMode>
      <Providers client={apolloClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  // The server's markup is hydrated when it is in the visitor's language (a returning visitor who
  // chose English on a page served in Vietnamese gets it rendered afresh). Both run as transitions,
  // which yield to the browser every few milliseconds instead of one long task. The
  // route's chunks are in before hydration starts, so no boundary hydrates late.
  const hydrate = served && container.hasChildNodes() && servedLang === (authVar().isVn ? 'vi' : 'en');
  await Promise.all([i18n.ready(), hydrate ? chunks : undefined]);
  if (served) await pause();
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
