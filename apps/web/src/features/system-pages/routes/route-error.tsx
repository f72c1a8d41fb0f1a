import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewBuild } from '../../../lib/stale-build';
import { CommonErrorPage } from '../common-error-page';

/**
 * Router errorElement: a render or lazy-load error anywhere below the root. A chunk of an older
 * build that is gone reloads the page once (lib/stale-build.ts) before this page shows.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error) && reloadForNewBuild()) return;
    console.error(error);
  }, [error]);
  return <CommonErrorPage />;
}
