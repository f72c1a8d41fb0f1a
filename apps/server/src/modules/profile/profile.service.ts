import type { Profile, Pts } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { walletFigures, walletFiguresOf, type WalletFigures, type WalletTotals } from '../ledger/index.js';
import { downlineCounts, whiteLabelType } from './profile.repository.js';

/**
 * GET api/{role}/profile and GET api/{role}/pts. Every amount comes from the ledger (paise
 * inside, rupees out). What each figure means:
 * - pts: wallet balance (bonus included); exposure: points held by open bets;
 *   availablePts: pts - exposure - points held by pending withdrawals.
 * - creditPts: what the upline credited minus what it debited back (upline_credit/debit
 *   entries naming this account as the downline).
 * - clientPL: net of bet settlements and casino rounds on the wallet; profit and loss are its
 *   positive and negative parts (one of them is 0). totalCommission: net commission postings
 *   (positive = earned). All three stay 0 until betting, casino and commission post entries.
 * - casinoPts, sportsPts, thirdPartyPts: 0. They are balances of separate game wallets on
 *   platforms that move points into a provider; our casino is a seamless wallet
 *   (docs/architecture.md §6), so no points ever sit elsewhere.
 * - bonusPts (pts call): bonuses credited (referral entries and deposit offers' bonus lines),
 *   within 0..pts (the part of pts that is bonus).
 * - totalAdmin: staff accounts anywhere in the downline; totalUser: players anywhere in it;
 *   userCount: accounts directly below; userAccount: the same as totalUser (docs/product.md names
 *   both and shows no difference). Demo accounts are not counted. Players answer 0 for all four.
 * - whiteLabelType: the type of the account's white label; the administrator, above every
 *   white label, answers 'b2c' (the default site type).
 * - otpVerified: two-factor is on and this session passed it (a session that has not passed it
 *   cannot reach this call, so it equals enable2fa here).
 */

function rupees(paise: bigint): number {
  return paiseToRupees(paise);
}

function ptsFigures(w: WalletFigures): Pts {
  return {
    pts: rupees(w.balance),
    availablePts: rupees(w.available),
    exposure: rupees(w.exposure),
    casinoPts: 0,
    sportsPts: 0,
    thirdPartyPts: 0,
    creditPts: rupees(w.creditPts),
    bonusPts: rupees(w.bonus),
  };
}

export async function getPts(ctx: AppContext, auth: AuthContext): Promise<Pts> {
  return ptsOf(ctx, auth.user.id);
}

/** The pts figures of a wallet row with its posting totals (a placement batch's, a settlement chunk's). */
export function ptsOfWallet(w: WalletTotals): Pts {
  return ptsFigures(walletFiguresOf(w));
}

/** The pts call's figures for any account (live points updates after a bet or a settlement). */
export async function ptsOf(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Pts> {
  return ptsFigures(await walletFigures(ctx.db, userId));
}

export async function getProfile(ctx: AppContext, auth: AuthContext): Promise<Profile> {
  const { user, session } = auth;
  const wallet = await walletFigures(ctx.db, user.id);
  const counts = user.role === 'user' ? { staff: 0, players: 0, direct: 0 } : await downlineCounts(ctx.db, user.id);
  const type = user.whiteLabelId ? await whiteLabelType(ctx.db, user.whiteLabelId) : null;
  const { bonusPts: _bonus, ...pts } = ptsFigures(wallet);
  return {
    _id: user.id,
    userName: user.userName,
    fullName: user.fullName,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: user.phone,
    userType: user.role,
    whiteLabelId: user.whiteLabelId ?? '',
    whiteLabelType: type ?? 'b2c',
    createdBy: user.createdBy,
    demo: user.demo,
    blocked: user.blocked,
    enable2fa: user.enable2fa,
    otpVerified: user.enable2fa && !session.twoFactorPending,
    changePassword: user.changePassword,
    confirmBets: user.confirmBets,
    cockFightCreated: user.cockFightCreated,
    profileSetup: user.profileSetup,
    fcmToken: user.fcmToken,
    ...pts,
    clientPL: rupees(wallet.clientPL),
    profit: rupees(wallet.clientPL > 0n ? wallet.clientPL : 0n),
    loss: rupees(wallet.clientPL < 0n ? -wallet.clientPL : 0n),
    totalCommission: rupees(wallet.commission),
    totalAdmin: counts.staff,
    totalUser: counts.players,
    userCount: counts.direct,
    userAccount: counts.players,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
