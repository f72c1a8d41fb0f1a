import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';

/** Toasts stay a little longer than on the player site: staff read decision results. */
const TOAST_DURATION_MS = 3000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
    </QueryClientProvider>
  );
}
