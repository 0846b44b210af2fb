import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
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
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
