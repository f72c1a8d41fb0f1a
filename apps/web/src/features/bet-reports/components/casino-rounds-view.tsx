import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { CasinoRound, CasinoRoundStatus } from '@backlay/contract';
import { useCompactScreen } from '../../../components/bet-slip/use-compact-screen';
import { pnlClass } from '../lib/format';
import { useCasinoStatusLabel, useGameTypeLabel } from '../lib/use-casino-labels';
import { BetTime, Figure } from './bet-parts';

const STATUS_TONE: Record<CasinoRoundStatus, string> = {
  open: 'ring-primary/50 text-highlight',
  settled: 'ring-line text-fg',
  cancelled: 'ring-line text-muted',
};

/**
 * Casino rounds of one page (open rounds or history), of every provider: game, provider,
 * round id, stake, win, the player's net, status and time. Cards up to 900 px, a table above;
 * only one is mounted. An open round has no net yet ('-'); its win is what was paid so far.
 */
export function CasinoRoundsView({ rounds, isHistory = false }: { rounds: CasinoRound[]; isHistory?: boolean }) {
  const { t } = useTranslation();
  const isCompact = useCompactScreen();
  if (isCompact) {
    return (
      <ul className="flex flex-col gap-2">
        {rounds.map((round) => (
          <CasinoRoundCard key={round._id} round={round} isHistory={isHistory} />
        ))}
      </ul>
    );
  }
  const headers: { id: string; label: string; isNumeric?: boolean }[] = [
    { id: 'game', label: t('betReports.game', 'Game') },
    { id: 'provider', label: t('betReports.provider', 'Provider') },
    { id: 'round', label: t('betReports.roundId', 'Round ID') },
    { id: 'stake', label: t('betReports.stake', 'Stake'), isNumeric: true },
    { id: 'win', label: t('betReports.win', 'Win'), isNumeric: true },
    { id: 'net', label: t('betReports.net', 'Net'), isNumeric: true },
    { id: 'status', label: t('betReports.statusLabel', 'Status') },
    { id: 'placed', label: t('betReports.placed', 'Placed') },
    ...(isHistory ? [{ id: 'settled', label: t('betReports.settled', 'Settled') }] : []),
  ];
  const align = (isNumeric?: boolean) => (isNumeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left');
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <thead className="border-b border-line bg-surface-2">
          <tr>
            {headers.map((h) => (
              <th
                key={h.id}
                scope="col"
                className={`px-2 py-2 text-xs font-semibold text-muted uppercase first:pl-3 last:pr-3 ${align(h.isNumeric)}`}
              >
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round._id} className="border-b border-line" data-status={round.status}>
              <Cell>
                <GameCell round={round} />
              </Cell>
              <Cell>{round.game.subProviderName}</Cell>
              <Cell className="font-mono text-xs break-all">{round.roundId}</Cell>
              <Cell isNumeric>{formatAmount(round.stake)}</Cell>
              <Cell isNumeric>{formatAmount(round.win)}</Cell>
              <Cell isNumeric>
                <Net pnl={round.pnl} />
              </Cell>
              <Cell>
                <RoundStatus status={round.status} />
              </Cell>
              <Cell className="text-xs">
                <BetTime iso={round.createdAt} isStacked />
              </Cell>
              {isHistory ? <Cell className="text-xs">{round.settledAt ? <BetTime iso={round.settledAt} isStacked /> : '-'}</Cell> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ children, isNumeric = false, className = '' }: { children: ReactNode; isNumeric?: boolean; className?: string }) {
  return (
    <td
      className={`px-2 py-2 align-middle first:pl-3 last:pr-3 ${isNumeric ? 'text-right whitespace-nowrap tabular-nums' : ''} ${className}`}
    >
      {children}
    </td>
  );
}

function GameCell({ round }: { round: CasinoRound }) {
  const typeLabel = useGameTypeLabel();
  return (
    <div className="min-w-0">
      <p className="font-bold break-words">{round.game.name}</p>
      <p className="text-xs text-muted">{typeLabel(round.game.gameType)}</p>
    </div>
  );
}

function RoundStatus({ status }: { status: CasinoRoundStatus }) {
  const label = useCasinoStatusLabel();
  return (
    <span className={`inline-flex rounded px-1.5 py-0.5 text-[11px] leading-none font-bold uppercase ring-1 ${STATUS_TONE[status]}`}>
      {label(status)}
    </span>
  );
}

/** The player's net: signed, green for a win, red for a loss; '-' while the round is open. */
function Net({ pnl }: { pnl: number | null }) {
  return <span className={`font-semibold ${pnlClass(pnl)}`}>{pnl === null ? '-' : formatAmount(pnl)}</span>;
}

function CasinoRoundCard({ round, isHistory }: { round: CasinoRound; isHistory: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="card overflow-hidden" data-status={round.status}>
      <div className="flex items-start justify-between gap-2 px-3 pt-2">
        <div className="min-w-0">
          <GameCell round={round} />
          <p className="text-xs text-muted">{round.game.subProviderName}</p>
        </div>
        <RoundStatus status={round.status} />
      </div>
      <dl className="mx-2 my-2 grid grid-cols-3 gap-x-3 gap-y-1.5 rounded-lg bg-surface-2 px-2 py-1.5 text-sm">
        <Figure label={t('betReports.stake', 'Stake')}>{formatAmount(round.stake)}</Figure>
        <Figure label={t('betReports.win', 'Win')}>{formatAmount(round.win)}</Figure>
        <Figure label={t('betReports.net', 'Net')}>
          <Net pnl={round.pnl} />
        </Figure>
        <Figure label={t('betReports.roundId', 'Round ID')} className="col-span-3" valueClassName="font-mono text-xs">
          {round.roundId}
        </Figure>
      </dl>
      <p className="flex flex-col px-3 pb-2 text-xs text-muted">
        <span>
          {t('betReports.placed', 'Placed')} <BetTime iso={round.createdAt} />
        </span>
        {isHistory && round.settledAt ? (
          <span>
            {t('betReports.settled', 'Settled')} <BetTime iso={round.settledAt} />
          </span>
        ) : null}
      </p>
    </li>
  );
}
