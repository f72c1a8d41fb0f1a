import { useCallback, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { rememberBranch, rememberSource } from '../lib/tracking';

/**
 * /register/{utm_source}/{registration_Source} and /register/{utm_source}: keeps the campaign
 * in local storage (docs/product.md §9) for the sign-up call, which stores it on the new player
 * for the operator's report (GET api/{role}/report/registrations); then opens registration on
 * the home page. A signed-in visitor just goes home.
 */
export function RegisterLinkRoute() {
  const params = useParams();
  const utm = params.utm_source;
  const source = params.registration_Source;
  const openRegister = useOpenRegister();
  useEffect(() => {
    rememberSource(utm, source);
    openRegister();
  }, [utm, source, openRegister]);
  return <Navigate to={paths.home} replace />;
}

/**
 * /branch/{branchId}: the branch landing. Keeps the branch for sign-up (the server places the
 * new player under it when it is a branch of this site, else under the house) and opens
 * registration on the home page.
 */
export function BranchLinkRoute() {
  const { branchId } = useParams();
  const openRegister = useOpenRegister();
  useEffect(() => {
    rememberBranch(branchId);
    openRegister();
  }, [branchId, openRegister]);
  return <Navigate to={paths.home} replace />;
}

/** Opens the register popup for a signed-out visitor; a signed-in one just goes home. */
function useOpenRegister(): () => void {
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  return useCallback(() => {
    if (!isLogin) openAuthPopup('register');
  }, [isLogin, openAuthPopup]);
}
