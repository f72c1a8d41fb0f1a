import { useState } from 'react';
import type { Market } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { ListState, Page } from '../../../components/ui/page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useEventMarkets } from '../api/get-event-markets';
import { EventPicker, type PickedEvent } from '../components/event-picker';
import { DeclareResultDialog } from '../components/declare-result-dialog';
import { RollbackDialog } from '../components/rollback-dialog';
import { standingWinner } from '../lib/market-result';

/** One market with its runners and the result actions. */
function MarketRow({ market, onDeclare, onRollback }: { market: Market; onDeclare(): void; onRollback(): void }) {
  const winner = standingWinner(market);
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {market.name}
          <StatusBadge status={market.type} label={market.type} />
          <StatusBadge status={market.status} />
          {!market.active ? <StatusBadge status="off" label="inactive" /> : null}
          {market.manual ? <StatusBadge status="off" label="manual" /> : null}
        </p>
        <p className="mt-1 text-xs text-muted">
          Matched {formatAmount(market.totalMatched)} · id {market.id}
        </p>
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
          {market.teams.map((t) => (
            <li
              key={t.id}
              className={`rounded-full border px-2 py-0.5 ${t.status === 'winner' ? 'border-emerald-600 bg-emerald-50 font-semibold text-emerald-800' : 'border-line text-muted'}`}
            >
              {t.name}
              {t.status !== 'active' ? ` · ${t.status}` : ''}
            </li>
          ))}
        </ul>
        {winner ? <p className="mt-2 text-sm font-medium text-success">Result: {winner} won</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className="btn btn-primary min-h-9" onClick={onDeclare}>
          Declare result
        </button>
        <button type="button" className="btn btn-ghost min-h-9" onClick={onRollback}>
          Roll back
        </button>
      </div>
    </li>
  );
}

/** Pick an event, then declare, void or roll back the result of any of its markets. */
export function MarketResultsRoute() {
  const [event, setEvent] = useState<PickedEvent | null>(null);
  const [action, setAction] = useState<{ kind: 'declare' | 'rollback'; market: Market } | null>(null);
  const markets = useEventMarkets(event?.id ?? null);
  const rows = markets.data?.markets ?? [];
  const eventName = markets.data?.event.name ?? event?.name ?? '';
  return (
    <Page title="Market results" description="Declare a winner, a session's final score or void; roll a result back to declare again.">
      <div className="grid items-start gap-4 lg:grid-cols-[22rem_1fr]">
        <EventPicker selectedId={event?.id ?? null} onPick={setEvent} />
        <section aria-label="Markets" className="flex min-w-0 flex-col gap-3">
          {event ? (
            <>
              <h2 className="text-lg font-semibold">
                {eventName}
                {markets.data ? (
                  <span className="ml-2 align-middle">
                    <StatusBadge status={markets.data.event.status === 'closed' ? 'closed' : 'open'} label={markets.data.event.status} />
                  </span>
                ) : null}
              </h2>
              <ul className="flex flex-col gap-3">
                {rows.map((m) => (
                  <MarketRow
                    key={m._id}
                    market={m}
                    onDeclare={() => setAction({ kind: 'declare', market: m })}
                    onRollback={() => setAction({ kind: 'rollback', market: m })}
                  />
                ))}
              </ul>
              <ListState
                isLoading={markets.isLoading}
                error={markets.error}
                isEmpty={rows.length === 0}
                emptyText="This event has no markets."
              />
            </>
          ) : (
            <p className="card p-6 text-sm text-muted">Choose an event to see its markets.</p>
          )}
        </section>
      </div>
      {action?.kind === 'declare' ? (
        <DeclareResultDialog market={action.market} eventName={eventName} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'rollback' ? <RollbackDialog market={action.market} eventName={eventName} onClose={() => setAction(null)} /> : null}
    </Page>
  );
}
