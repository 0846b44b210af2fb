import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyNotifications } from '@/components/lazy-notifications.tsx';
import { apolloClient } from '@/lib/apollo.ts';
import { cssVariablesResolver, theme } from '@/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        forceColorScheme="light"
      >
        <LazyNotifications />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
