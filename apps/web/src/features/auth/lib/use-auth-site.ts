import { useSiteConfigurationQuery } from '../../../lib/site-config';

/**
 * What the auth popups need from the site configuration (the shell's cached query): its
 * white label and the switches of the b2c-only links (docs/product.md §2).
 */
export function useAuthSite() {
  const cfg = useSiteConfigurationQuery().data;
  const isB2c = cfg?.domain.type === 'b2c';
  return {
    isLoaded: cfg !== undefined,
    isB2c,
    whiteLabelId: cfg?.domain.whitelabelId ?? cfg?.whiteLabel._id,
    /** The domain's isFuture9Switch: the login sends future9 (docs/decisions/client-flags-and-domain-switches.md). */
    isFuture9: cfg?.domain.isFuture9Switch === true,
    canRegister: Boolean(isB2c && cfg?.theme.enable.isRegister),
    canForgetPassword: Boolean(isB2c && cfg?.theme.enable.forgetPassword),
  };
}
