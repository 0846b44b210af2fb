import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { apolloClient } from '@/lib/apollo.ts';
import { i18n } from '@/lib/i18n/index.ts';
import { theme, TOAST } from '@/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
          <Notifications position="top-right" autoClose={TOAST.duration} zIndex={TOAST.zIndex} />
          {children}
        </MantineProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
