import { useState, type FormEvent } from 'react';
import type { Reconciliation } from '@backlay/contract';
import { DEFAULT_REPORT_DAYS, formatAmount, istDayOf } from '@backlay/domain';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { TextField } from '../../../components/ui/fields';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useCasinoReconciliation, type CasinoReconciliationFilter } from '../api/get-casino-reconciliation';

const DAY_MS = 86_400_000;
export const ROUNDS_PAGE_SIZE = 25;

type ProviderLine = Reconciliation['providers'][number];
type Figures = Pick<ProviderLine, 'debits' | 'credits' | 'rollbacks' | 'net' | 'transactions'>;

const netClass = (n: number) => (n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '');

/** The money columns of either table (and the transaction count), labelled for the stacked phone layout. */
function FigureCells({ f, withCount = true }: { f: Figures; withCount?: boolean }) {
  return (
    <>
      {withCount ? (
        <td data-label="Transactions" className="num">
          {f.transactions.toLocaleString('en-IN')}
        </td>
      ) : null}
      <td data-label="Debits" className="num">
        {formatAmount(f.debits)}
      </td>
      <td data-label="Credits" className="num">
        {formatAmount(f.credits)}
      </td>
      <td data-label="Rollbacks" className="num">
        {formatAmount(f.rollbacks)}
      </td>
      <td data-label="Net" className={`num font-semibold ${netClass(f.net)}`}>
        {formatAmount(f.net)}
      </td>
    </>
  );
}

const MONEY_HEADS = (
  <>
    <th className="num">Debits</th>
    <th className="num">Credits</th>
    <th className="num">Rollbacks</th>
    <th className="num">Net</th>
  </>
);

function sum(lines: readonly ProviderLine[]): Figures & { rounds: number } {
  const total = { rounds: 0, transactions: 0, debits: 0, credits: 0, rollbacks: 0, net: 0 };
  for (const l of lines) {
    total.rounds += l.rounds;
    total.transactions += l.transactions;
    // Rupees with two decimals: add in paise so the total has no float dust.
    total.debits += Math.round(l.debits * 100);
    total.credits += Math.round(l.credits * 100);
    total.rollbacks += Math.round(l.rollbacks * 100);
    total.net += Math.round(l.net * 100);
  }
  return { ...total, debits: total.debits / 100, credits: total.credits / 100, rollbacks: total.rollbacks / 100, net: total.net / 100 };
}

/**
 * Casino reconciliation: what our seamless wallet recorded for each game provider and
 * each round — debits (bets), credits (wins), rollbacks and the net the house kept — by the
 * India day each transaction reached us, for staff to hold against the provider's own
 * statement. Picking a provider narrows the rounds to it; a round id finds one round.
 */
export function CasinoReconciliationRoute() {
  const [startDate, setStartDate] = useState(() => istDayOf(new Date(Date.now() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)));
  const [endDate, setEndDate] = useState(() => istDayOf(new Date()));
  const [provider, setProvider] = useState<{ id: string; name: string } | null>(null);
  const [roundInput, setRoundInput] = useState('');
  const [roundId, setRoundId] = useState('');
  const [page, setPage] = useState(1);
  const filter: CasinoReconciliationFilter = { startDate, endDate, providerId: provider?.id, roundId: roundId || undefined };
  const report = useCasinoReconciliation(filter, page, ROUNDS_PAGE_SIZE);
  const docs = report.data?.docs;
  const providers = docs?.providers ?? [];
  const rounds = docs?.rounds ?? [];
  const total = sum(providers);

  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const findRound = (e: FormEvent) => {
    e.preventDefault();
    setRoundId(roundInput.trim());
    setPage(1);
  };
  const pickProvider = (next: { id: string; name: string } | null) => {
    setProvider(next);
    setPage(1);
  };

  return (
    <Page
      title="Casino reconciliation"
      description="Debits, credits and rollbacks our wallet recorded per provider and per round, by the India day they reached us. Net is what the house kept (debits − credits − rollbacks): hold it against the provider's statement."
    >
      <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-4">
        <TextField label="From" type="date" value={startDate} max={endDate} onValueChange={change(setStartDate)} />
        <TextField label="To" type="date" value={endDate} min={startDate} onValueChange={change(setEndDate)} />
        <form className="col-span-2 flex items-end gap-2" onSubmit={findRound} role="search" aria-label="Find a round">
          <div className="min-w-0 flex-1">
            <TextField label="Provider round id" value={roundInput} maxLength={128} onValueChange={setRoundInput} />
          </div>
          <button type="submit" className="btn btn-primary min-h-10">
            Find
          </button>
          {roundId ? (
            <button
              type="button"
              className="btn btn-ghost min-h-10"
              onClick={() => {
                setRoundInput('');
                setRoundId('');
                setPage(1);
              }}
            >
              Clear
            </button>
          ) : null}
        </form>
      </div>

      {provider || roundId ? (
        <ul className="flex flex-wrap gap-2" aria-label="Narrowed to">
          {provider ? (
            <li>
              <button type="button" className="btn btn-ghost min-h-8 px-3 text-sm" onClick={() => pickProvider(null)}>
                Provider: {provider.name} <span aria-hidden="true">×</span>
                <span className="sr-only">(clear)</span>
              </button>
            </li>
          ) : null}
          {roundId ? <li className="rounded-full bg-surface-2 px-3 py-1 text-sm">Round: {roundId}</li> : null}
        </ul>
      ) : null}

      <section aria-labelledby="recon-providers" className="card overflow-x-auto">
        <h2 id="recon-providers" className="px-4 pt-4 text-base font-bold">
          By provider
        </h2>
        <table className="data-table stacked md:min-w-[52rem]">
          <thead>
            <tr>
              <th>Provider</th>
              <th className="num">Rounds</th>
              <th className="num">Transactions</th>
              {MONEY_HEADS}
            </tr>
          </thead>
          <tbody>
            {providers.map((p) => (
              <tr key={p.providerId}>
                <td data-label="Provider">
                  <button
                    type="button"
                    className="text-left font-semibold text-primary hover:underline"
                    title="Show only this provider's rounds"
                    onClick={() => pickProvider({ id: p.providerId, name: p.providerName })}
                  >
                    {p.providerName}
                  </button>
                  <span className="block text-xs text-muted">{p.providerCode}</span>
                </td>
                <td data-label="Rounds" className="num">
                  {p.rounds.toLocaleString('en-IN')}
                </td>
                <FigureCells f={p} />
              </tr>
            ))}
          </tbody>
          {providers.length > 1 ? (
            <tfoot>
              <tr className="font-bold">
                <td data-label="Provider">All providers</td>
                <td data-label="Rounds" className="num">
                  {total.rounds.toLocaleString('en-IN')}
                </td>
                <FigureCells f={total} />
              </tr>
            </tfoot>
          ) : null}
        </table>
        <ListState
          isLoading={report.isLoading}
          error={report.error}
          isEmpty={providers.length === 0}
          emptyText="No casino transactions in this range."
          onRetry={() => void report.refetch()}
        />
      </section>

      <section aria-labelledby="recon-rounds" className="card overflow-x-auto">
        <h2 id="recon-rounds" className="px-4 pt-4 text-base font-bold">
          By round
        </h2>
        <table className="data-table stacked md:min-w-[52rem]">
          <thead>
            <tr>
              <th>Round</th>
              <th>Provider / game</th>
              <th>Player</th>
              <th>Status</th>
              {MONEY_HEADS}
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r._id}>
                <td data-label="Round" className="font-mono text-xs break-all">
                  {r.roundId}
                </td>
                <td data-label="Provider / game">
                  {r.providerName}
                  <span className="block text-xs text-muted">{r.gameCode}</span>
                </td>
                <td data-label="Player">{r.userName}</td>
                <td data-label="Status">
                  <StatusBadge status={r.status} />
                </td>
                <FigureCells f={r} withCount={false} />
              </tr>
            ))}
          </tbody>
        </table>
        {report.isLoading || report.error ? null : rounds.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted">No rounds match.</p>
        ) : null}
      </section>
      <Pager info={report.data} onPage={setPage} />
    </Page>
  );
}
