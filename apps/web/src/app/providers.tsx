import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { i18next } from '../lib/i18n';
import { useUi } from '../lib/ui-store';
import { LiveProvider } from '../lib/live/live-provider';

/** Toasts close after 2 s (docs/product.md §9). */
export const TOAST_DURATION_MS = 2000;

export function AppProviders({ children }: { children: ReactNode }) {
  const colorMode = useUi((s) => s.colorMode);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <LiveProvider>{children}</LiveProvider>
        <Toaster
          theme={colorMode}
          position="top-center"
          duration={TOAST_DURATION_MS}
          richColors
          closeButton
          offset={72}
          mobileOffset={64}
        />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
