import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyNotifications } from '@/components/lazy-notifications.tsx';
import { apolloClient } from '@/lib/apollo.ts';
import { i18n } from '@/lib/i18n/index.ts';
import { cssVariablesResolver, theme } from '@/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          forceColorScheme="light"
        >
          <LazyNotifications />
          {children}
        </MantineProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
