import { memo, useMemo } from 'react';
import type { Market, SportsEvent } from '@backlay/contract';
import { orderMarkets } from '../lib/event-markets-data';
import { OddsMarket } from './odds-market';
import { SessionMarkets } from './session-markets';

type Block = { kind: 'odds'; market: Market } | { kind: 'sessions'; key: string; markets: Market[] };

/** Markets in display order; consecutive session markets share one Fancy card. */
function toBlocks(markets: readonly Market[]): Block[] {
  const blocks: Block[] = [];
  for (const m of orderMarkets(markets)) {
    const last = blocks.at(-1);
    if (m.type !== 'session') blocks.push({ kind: 'odds', market: m });
    else if (last?.kind === 'sessions') last.markets.push(m);
    else blocks.push({ kind: 'sessions', key: `sessions-${m.id}`, markets: [m] });
  }
  return blocks;
}

/**
 * Every market of the event. Re-renders only when the list of definitions (or the event's
 * status) changes; prices
 * never pass through here (each cell reads its own slice of the price store).
 */
export const MarketList = memo(function MarketList({ markets, event }: { markets: readonly Market[]; event: SportsEvent }) {
  const blocks = useMemo(() => toBlocks(markets), [markets]);
  return (
    <div className="flex flex-col gap-3">
      {blocks.map((b) =>
        b.kind === 'odds' ? (
          <OddsMarket key={b.market.id} market={b.market} event={event} />
        ) : (
          <SessionMarkets key={b.key} markets={b.markets} event={event} />
        ),
      )}
    </div>
  );
});
