import { CASINO_MESSAGES, type walletBalanceSchema, type walletSessionSchema } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { walletSummary } from '../ledger/index.js';
import type { CasinoProviderRow } from './catalogue.repository.js';
import { findGameById } from './catalogue.repository.js';
import { findLaunchableSession, hasSessionWith, markAuthenticated } from './casino-session.repository.js';
import { hashLaunchToken } from './launch.service.js';
import { findPlayer } from './wallet.repository.js';

/** The wallet calls that move nothing: the token hand-over and the balance. */

/**
 * The provider exchanges the launch token for the player and the game session. The token may
 * be exchanged again until it expires (a provider retrying after a lost answer gets the same
 * session); after that only the session id it got counts.
 */
export async function authenticate(
  ctx: AppContext,
  provider: CasinoProviderRow,
  token: string,
): Promise<z.input<typeof walletSessionSchema>> {
  const now = ctx.clock.now();
  const session = await findLaunchableSession(ctx.db, provider.id, hashLaunchToken(token), now);
  if (!session) throw new AppError('UNAUTHORIZED', CASINO_MESSAGES.tokenInvalid);
  const player = await findPlayer(ctx.db, session.userId);
  if (!player) throw notFound(CASINO_MESSAGES.playerNotFound);
  if (player.blocked) throw forbidden(CASINO_MESSAGES.playerBlocked);
  const game = await findGameById(ctx.db, session.gameId);
  if (!session.authenticatedAt) await markAuthenticated(ctx.db, session.id, now);
  const wallet = await walletSummary(ctx.db, player.id);
  return {
    playerId: player.id,
    userName: player.userName,
    sessionId: session.id,
    gameId: game?.game.code ?? '',
    currency: 'INR',
    balance: paiseToRupees(wallet.available),
  };
}

/** A player's available points, for a provider the player has opened a game of. */
export async function balance(
  ctx: AppContext,
  provider: CasinoProviderRow,
  playerId: string,
): Promise<z.input<typeof walletBalanceSchema>> {
  const player = await findPlayer(ctx.db, playerId);
  if (!player || !(await hasSessionWith(ctx.db, provider.id, player.id))) throw notFound(CASINO_MESSAGES.playerNotFound);
  const wallet = await walletSummary(ctx.db, player.id);
  return { playerId: player.id, currency: 'INR', balance: paiseToRupees(wallet.available) };
}
