import { RouterProvider } from 'react-router';
import { RouteAvailabilityProvider } from '../components/layout/route-availability';
import { CommonErrorPage } from '../features/system-pages/common-error-page';
import { AppProviders } from './providers';
import { AppErrorBoundary } from './error-boundary';
import { SiteGate } from './site-gate';
import { router, routeAvailability } from './router';

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary fallback={<CommonErrorPage />}>
        <SiteGate>
          <RouteAvailabilityProvider value={routeAvailability}>
            <RouterProvider router={router} />
          </RouteAvailabilityProvider>
        </SiteGate>
      </AppErrorBoundary>
    </AppProviders>
  );
}
