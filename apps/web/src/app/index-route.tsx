import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session-store';
import { useSite } from '../lib/site-config';
import { paths } from '../config/paths';
import { useRouteAvailability } from '../components/layout/route-availability';
import { LandingRoute } from '../features/landing/routes/landing';

const HomeRoute = lazy(async () => ({ default: (await import('../features/home/routes/home')).HomeRoute }));

/**
 * `/`: the landing page for anonymous visitors, the home content for signed-in players.
 * Casino-first brands (domain.features.casinoHome) jump to /live-casino once it exists.
 */
export function IndexRoute() {
  const isLogin = useSession((s) => s.isLogin);
  const { domain } = useSite();
  const isAvailable = useRouteAvailability();
  if (domain.features.casinoHome && isAvailable(paths.liveCasino)) return <Navigate to={paths.liveCasino} replace />;
  if (!isLogin) return <LandingRoute />;
  return (
    <Suspense fallback={<div className="min-h-[60dvh]" aria-busy="true" />}>
      <HomeRoute />
    </Suspense>
  );
}
