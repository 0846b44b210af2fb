import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers.tsx';
import { router } from '@/app/router.tsx';
import { persistState, restoreState } from '@/lib/state.ts';

// The app is held back until the persisted session state is restored (spec §4).
restoreState();
persistState();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
