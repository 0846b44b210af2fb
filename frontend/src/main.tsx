import '@mantine/core/styles.css';
import '@/components/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers.tsx';
import { preloadRoute, router } from '@/app/router.tsx';
import { NotificationBridge } from '@/components/notification-bridge.tsx';
import { GET_HOME } from '@/features/home/api/get-home.ts';
import { apolloClient, cache } from '@/lib/apollo.ts';
import { bindLanguage, i18n } from '@/lib/i18n/index.ts';
import { persistCache, restoreCache } from '@/lib/apollo-persist.ts';
import { authVar, persistState, restoreState } from '@/lib/state.ts';

// The app is held back until the persisted session state is restored (spec §4): both restores are
// synchronous reads of sessionStorage, done before the first render.
restoreState();
persistState();
restoreCache(cache);
persistCache(cache);
bindLanguage(authVar);

preloadRoute(window.location.pathname);

// The home data request starts now, before React renders and before the lazy public layout's chunk
// arrives: the layout's identical query joins this one in flight (issue 8, no waterfall).
if (!window.location.pathname.startsWith('/admin')) {
  void apolloClient.query({ query: GET_HOME, fetchPolicy: 'network-only' }).catch(() => undefined);
}

// A transition render yields to the browser every few milliseconds instead of building the whole
// first page in one long task: the main thread stays responsive while the app starts (issue 8, TBT).
// A visitor whose language is English gets its messages (a separate chunk) before the first render.
const root = createRoot(document.getElementById('root')!);
void i18n.ready().then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <NotificationBridge />
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  }),
);
