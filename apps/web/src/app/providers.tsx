import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { i18next } from '../lib/i18n';
import { useUi } from '../lib/ui-store';
import { LiveProvider } from '../lib/live/live-provider';
import { useCompactScreen } from '../components/bet-slip/use-compact-screen';
import { ToastLayer } from '../components/ui/toast-layer';

/** Toasts close after 2 s (docs/product.md §9). */
export const TOAST_DURATION_MS = 2000;

/**
 * Up to 900 px the balance card sits under the header, just where a top toast would land as
 * the balance changes ('Order Placed'): there toasts rise from just above the bottom bar.
 */
const ABOVE_BOTTOM_BAR = { bottom: 'calc(5rem + env(safe-area-inset-bottom))' };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <LiveProvider>{children}</LiveProvider>
        <AppToaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export function AppToaster() {
  const colorMode = useUi((s) => s.colorMode);
  const isCompact = useCompactScreen();
  // In the layer that follows open dialogs, so a toast is never hidden behind one.
  return (
    <ToastLayer>
      <Toaster
        theme={colorMode}
        position={isCompact ? 'bottom-center' : 'top-center'}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        offset={isCompact ? ABOVE_BOTTOM_BAR : 72}
        mobileOffset={ABOVE_BOTTOM_BAR}
      />
    </ToastLayer>
  );
}
