import type { UserRow } from '../../lib/context.js';

/**
 * A third-party game provider that keeps its own player accounts (the cock-fight provider of
 * docs/product.md §7). The platform provisions the account once and ends the provider's session
 * on logout; money does not move here (the provider's wallet calls go through the casino
 * seamless wallet like any other game).
 *
 * Why not the casino `ProviderAdapter` (casino/provider-adapter.ts)? That one describes a game
 * provider's wire at our edge (signatures, launch URLs) and is chosen per row of
 * casino_providers by its protocol. Account provisioning is one outbound call per player and
 * provider, made before any game opens, so it has its own small interface; it is chosen the
 * same way, by name from a registry (ACCOUNT_ADAPTERS below), the name coming from the
 * configuration (COCK_FIGHT_ADAPTER, default `sandbox`).
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

/** Makes an adapter for a provider key (the key is stored with each account). */
export type AccountAdapterFactory = (provider: string) => ThirdPartyAccountAdapter;

/** Adapters the configuration can name. A real provider's integration adds its entry here. */
export const ACCOUNT_ADAPTERS: Readonly<Record<string, AccountAdapterFactory>> = {
  sandbox: sandboxAccountAdapter,
};

/**
 * The adapter the configuration names for a provider key. An unknown name throws, so a typo in
 * the configuration stops the server at start instead of failing a player's first call.
 */
export function configuredAccountAdapter(
  name: string,
  provider: string,
  registry: Readonly<Record<string, AccountAdapterFactory>> = ACCOUNT_ADAPTERS,
): ThirdPartyAccountAdapter {
  const factory = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!factory) throw new Error(`Unknown third-party account adapter "${name}" (known: ${Object.keys(registry).join(', ')})`);
  return factory(provider);
}
