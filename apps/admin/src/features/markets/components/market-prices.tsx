import type { Market, PriceLevel } from '@backlay/contract';
import { formatAmountShort } from '@backlay/domain';

function Cell({ level, tone, session }: { level: PriceLevel | undefined; tone: 'back' | 'lay'; session: boolean }) {
  return (
    <span
      className={`inline-flex w-14 flex-col items-center rounded px-1 py-0.5 leading-tight tabular-nums ${
        tone === 'back' ? 'bg-sky-100 text-sky-950' : 'bg-rose-100 text-rose-950'
      }`}
    >
      {level ? (
        <>
          <span className="font-semibold">{session ? level.run : level.odd}</span>
          <span className="text-[0.65rem] opacity-75">{session ? level.odd : formatAmountShort(level.run)}</span>
        </>
      ) : (
        <span className="py-1 opacity-60">–</span>
      )}
    </span>
  );
}

/**
 * The best price on each side of every runner, in exchange colours (back blue, lay pink). A
 * session shows its line as No (lay) and Yes (back), each "runs / rate".
 */
export function MarketPrices({ market }: { market: Pick<Market, 'type' | 'teams'> }) {
  if (market.type === 'session') {
    const line = market.teams[0];
    return (
      <div className="flex items-center gap-1 text-xs">
        <span className="w-6 text-muted">No</span>
        <Cell level={line?.lay[0]} tone="lay" session />
        <Cell level={line?.back[0]} tone="back" session />
        <span className="text-muted">Yes</span>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,8rem)_auto_auto] items-center gap-x-1 gap-y-0.5 text-xs">
      {market.teams.map((t) => (
        <div key={t.id} className="contents">
          <span className="truncate text-muted" title={t.name}>
            {t.name}
            {t.status !== 'active' ? <span className="ml-1 text-[0.65rem] uppercase">({t.status})</span> : null}
          </span>
          <Cell level={t.back[0]} tone="back" session={false} />
          <Cell level={t.lay[0]} tone="lay" session={false} />
        </div>
      ))}
    </div>
  );
}
