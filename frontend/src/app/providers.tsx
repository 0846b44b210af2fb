import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { LazyNotifications } from '@/components/lazy-notifications.tsx';
import { NotificationBridge } from '@/components/notification-bridge.tsx';
import { cssVariablesResolver, theme } from '@/theme.ts';

/**
 * Apollo, Mantine and the toasts around the router. The client is the browser's singleton in
 * app/start.tsx and a fresh one per page in entry-server.tsx; both render this same tree, so the
 * server's HTML hydrates as it is.
 */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        forceColorScheme="light"
      >
        <LazyNotifications />
        <NotificationBridge />
        <AppReady />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}

/**
 * Marks `<html data-app="ready">` once the application has hydrated (or rendered) the page: until
 * then a server-rendered page is plain HTML, whose links work but whose buttons wait. Browser
 * tests wait for it before they press anything.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
