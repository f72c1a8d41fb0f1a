import { ENTRY_LINK_MESSAGES } from '@backlay/contract';
import { badRequest } from '../../lib/app-error.js';
import type { AppContext, SiteContext, UserRow } from '../../lib/context.js';
import type { ThirdPartyAccountAdapter } from './account-adapter.js';
import {
  findActiveThirdPartyAccounts,
  findThirdPartyAccount,
  markThirdPartyActive,
  markThirdPartyLoggedOut,
  recordThirdPartyAccount,
} from './third-party-accounts.repository.js';

type Answer = { message: string; docs: { cockFightCreated: boolean } };

/**
 * GET api/user/cockFight/create: provisions the player's account at the provider once (the
 * site calls it after login for non-demo players without cockFightCreated, on a domain whose
 * `cockFight` switch is on; other domains are refused, so no account is made for a brand that
 * does not offer the games). A repeat answers success without calling the provider again; a
 * returning player's logged-out account is made active.
 */
export async function createThirdPartyAccount(
  ctx: AppContext,
  adapter: ThirdPartyAccountAdapter,
  player: UserRow,
  site: SiteContext | null,
): Promise<Answer> {
  if (player.demo) throw badRequest(ENTRY_LINK_MESSAGES.cockFightDemo);
  if (site?.domain.features.cockFight !== true) throw badRequest(ENTRY_LINK_MESSAGES.cockFightUnavailable);
  const existing = await findThirdPartyAccount(ctx.db, player.id, adapter.provider);
  if (existing) {
    if (existing.status !== 'active') await markThirdPartyActive(ctx.db, existing.id);
    return { message: ENTRY_LINK_MESSAGES.cockFightExists, docs: { cockFightCreated: true } };
  }
  // The provider call stays outside our transaction; its id is stable per player (see the adapter).
  const { externalId } = await adapter.createAccount(player);
  await ctx.db.transaction((tx) =>
    recordThirdPartyAccount(tx, { userId: player.id, provider: adapter.provider, externalId, at: ctx.clock.now() }),
  );
  return { message: ENTRY_LINK_MESSAGES.cockFightCreated, docs: { cockFightCreated: true } };
}

/** GET api/user/cockFight/logout: ends the provider session; harmless when there is no account. */
export async function logoutThirdPartyAccount(ctx: AppContext, adapter: ThirdPartyAccountAdapter, player: UserRow): Promise<Answer> {
  const existing = await findThirdPartyAccount(ctx.db, player.id, adapter.provider);
  if (!existing) return { message: ENTRY_LINK_MESSAGES.cockFightLoggedOut, docs: { cockFightCreated: false } };
  await adapter.logout(existing.externalId);
  await markThirdPartyLoggedOut(ctx.db, existing.id, ctx.clock.now());
  return { message: ENTRY_LINK_MESSAGES.cockFightLoggedOut, docs: { cockFightCreated: true } };
}

/**
 * Staff ended these players' sessions (lib/session-ends.ts): their provider sessions end too,
 * or a player logged out or locked by staff could go on playing cock-fight rounds at the
 * provider. One provider call per open account, each marked logged out once its call returns.
 */
export async function endThirdPartySessions(ctx: AppContext, adapter: ThirdPartyAccountAdapter, userIds: readonly string[]): Promise<void> {
  const open = await findActiveThirdPartyAccounts(ctx.db, userIds, adapter.provider);
  for (const account of open) {
    await adapter.logout(account.externalId);
    await markThirdPartyLoggedOut(ctx.db, account.id, ctx.clock.now());
  }
}
