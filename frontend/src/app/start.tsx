/**
 * The application: restores the session's state, then hydrates the page the server rendered (or
 * renders it, on pages the server left to the browser). main.tsx imports this module and runs
 * startApp.
 */
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers.tsx';
import { afterHydration } from '@/components/hydrate-on-view.tsx';
import { pageReady, preloadRoute, routes } from '@/app/router.tsx';
import { GET_HOME } from '@/features/home/api/get-home.ts';
import { apolloClient, cache } from '@/lib/apollo.ts';
import { bindLanguage, i18n } from '@/lib/i18n/index.ts';
import { persistCache, restoreCache, restoreCacheUnder, restoreServedState } from '@/lib/apollo-persist.ts';
import { authVar, persistState, restoreState, saveState, setIsVn } from '@/lib/state.ts';
import { isLanguage, langFromCookie } from '@gateway/lib/language-cookie.ts';
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
  const restored = restoreState();
  const served = restoreServedState(cache);
  // The visitor's language, chosen in this order: `?lang=` in the address, the cookie the switch
  // records (the server rendered the page from the same two), the session's state, else the default.
  const langParam = new URLSearchParams(window.location.search).get('lang');
  const sessionLang = authVar().isVn ? 'vi' : 'en';
  const cookieLang = langFromCookie(document.cookie);
  const chosen =
    (isLanguage(langParam) ? langParam : undefined) ?? cookieLang ?? (restored ? sessionLang : undefined);
  // A rendered page hydrates in the language it was rendered in, whatever the session says, so the
  // server's markup is kept; a choice the server did not know (no cookie) follows once it has.
  const first = served && isLanguage(servedLang) ? servedLang : (chosen ?? 'vi');
  const wanted = chosen ?? first;
  if ((first === 'vi') !== authVar().isVn) authVar({ ...authVar(), isVn: first === 'vi' });
  persistState();
  if (first !== wanted) void pageReady.then(() => afterHydration(() => setIsVn(wanted === 'vi')));
  else if (chosen && (chosen !== sessionLang || chosen !== cookieLang)) saveState();
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

  // The server's markup is hydrated, in its own language (above). Both run as transitions, which
  // yield to the browser every few milliseconds instead of one long task. The route's chunks are in
  // before hydration starts, so no boundary hydrates late.
  const hydrate = served && container.hasChildNodes();
  await Promise.all([i18n.ready(), hydrate ? chunks : undefined]);
  if (served) await pause();
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
