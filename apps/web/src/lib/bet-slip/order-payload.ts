import { UAParser } from 'ua-parser-js';
import type { OrderPayload, WireMarketType } from '@backlay/contract';
import type { SlipBet } from './slip-bet';

export type BrowserDetail = NonNullable<OrderPayload['browserDetail']>;

/**
 * The browser of the order payload (docs/product.md §3): name, OS and version as ua-parser-js
 * reads them, and whether it is a phone or a tablet (the touch layout of the slip).
 */
export function browserDetail(userAgent: string): BrowserDetail {
  const ua = UAParser(userAgent);
  const type = ua.device.type;
  return {
    name: ua.browser.name ?? 'Unknown',
    os: [ua.os.name, ua.os.version].filter(Boolean).join(' ') || 'Unknown',
    version: ua.browser.version ?? 'Unknown',
    mobile: type === 'mobile' || type === 'tablet',
  };
}

/**
 * Where the player is. The payload's nation (docs/product.md §3) is a country code that defaults to 'Unknown', and
 * its countryDetail comes from a geo-IP lookup the site does not make: the server sees the
 * request's address itself, so the client sends only what it knows for sure.
 */
export const UNKNOWN_NATION = 'Unknown';

/** The full order payload of a slip bet (docs/product.md §3 "Placed-bet order payload"). */
export function orderPayload(bet: SlipBet, stake: number, userAgent: string, nation: string = UNKNOWN_NATION): OrderPayload {
  return {
    marketId: bet.marketId,
    oddType: bet.oddType,
    odd: bet.odd,
    run: bet.run,
    teamId: bet.teamId,
    eventId: bet.event.id,
    marketType: bet.marketType.toUpperCase() as WireMarketType,
    matchDate: bet.event.openDate,
    name: bet.teamName,
    stake,
    nation,
    browserDetail: browserDetail(userAgent),
  };
}
