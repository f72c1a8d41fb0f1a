import { MARKET_ADMIN_MESSAGES } from '@backlay/contract';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { UserRow } from '../../lib/context.js';
import type { MarketRow } from '../sports/index.js';
import type { Viewer } from './market-admin.repository.js';

/**
 * Who may act on which market (contract market-admin.ts): the administrator on every market;
 * a whiteLabel on the manual markets of its own white label only, since every other market
 * is shown on every site. Route access already keeps other roles out.
 */

export function viewerOf(caller: UserRow): Viewer {
  return { isAdministrator: caller.role === 'administrator', whiteLabelId: caller.whiteLabelId };
}

export function mayEditMarket(caller: UserRow, market: Pick<MarketRow, 'manual' | 'whiteLabelId'>): boolean {
  if (caller.role === 'administrator') return true;
  return caller.role === 'whiteLabel' && market.manual && market.whiteLabelId !== null && market.whiteLabelId === caller.whiteLabelId;
}

/** The market, when the caller may change it: 404 when unknown, 403 when it is not the caller's to change. */
export function checkMayEdit(caller: UserRow, market: MarketRow | null): MarketRow {
  if (!market) throw notFound(MARKET_ADMIN_MESSAGES.marketNotFound);
  if (!mayEditMarket(caller, market)) throw forbidden(MARKET_ADMIN_MESSAGES.notYourMarket);
  return market;
}

/**
 * The white label a new manual market belongs to: a whiteLabel's own (any other id is 403),
 * or for the administrator the one it names (null: every site).
 */
export function ownerOfNewMarket(caller: UserRow, asked: string | null | undefined): string | null {
  if (caller.role === 'administrator') return asked ?? null;
  if (caller.role !== 'whiteLabel' || !caller.whiteLabelId) throw forbidden(MARKET_ADMIN_MESSAGES.notYourWhiteLabel);
  if (asked !== undefined && asked !== caller.whiteLabelId) throw forbidden(MARKET_ADMIN_MESSAGES.notYourWhiteLabel);
  return caller.whiteLabelId;
}
