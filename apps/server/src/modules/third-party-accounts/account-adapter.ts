import type { UserRow } from '../../lib/context.js';

/**
 * A third-party game provider that keeps its own player accounts (the cock-fight provider of
 * platform-core §7). The platform provisions the account once and ends the provider's session
 * on logout; money does not move here (the provider's wallet calls go through the casino
 * seamless wallet like any other game).
 */
export interface ThirdPartyAccountAdapter {
  /** Provider key stored with the account, e.g. 'cockFight'. */
  readonly provider: string;
  /** Creates the player's account at the provider; answers the provider's id of it. */
  createAccount(player: Pick<UserRow, 'id' | 'userName' | 'whiteLabelId'>): Promise<{ externalId: string }>;
  /** Ends the player's session at the provider. */
  logout(externalId: string): Promise<void>;
}

/**
 * The built-in stand-in for a real provider: the account exists only in our own
 * third_party_accounts table, under a stable id derived from the player's id, so a retry after
 * a crash between the provider call and our commit names the same account.
 */
export function sandboxAccountAdapter(provider = 'cockFight'): ThirdPartyAccountAdapter {
  return {
    provider,
    async createAccount(player) {
      return { externalId: `sandbox-${player.id}` };
    },
    async logout() {},
  };
}
