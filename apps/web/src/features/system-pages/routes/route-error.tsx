import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CommonErrorPage } from '../common-error-page';

/** Router errorElement: a render or lazy-load error anywhere below the root. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <CommonErrorPage />;
}
