import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertProvider } from '../components/ui/AlertProvider';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Listings change slowly; 30 s spares flaky mobile connections repeat downloads.
        staleTime: 30_000,
        retry: 1,
      },
      mutations: { retry: 0 }, // never repeat a payment or a booking behind the user's back
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached data never leaks between them. */
  queryClient: QueryClient;
  /** The server renders each page in its reader's language with an instance of its own. */
  i18n?: I18n;
}

export function AppProviders({ children, queryClient, i18n = appI18n }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* The spec's alerts and confirms, in the app's own dialog (inside i18n for OK/Cancel). */}
        <AlertProvider>{children}</AlertProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
