import type { CasinoRound } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { ScopePick } from '../lib/use-bet-scope';

const pnlClass = (n: number | null) => (n === null ? 'text-muted' : n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '');
const linkClass = 'text-left font-medium text-primary hover:underline';

/**
 * Casino rounds of the downline, every provider: player (narrows the list), game, provider,
 * round id, stake, win, the player's net (— while open), status and times. Rows stack on phones.
 */
export function CasinoRoundsTable({
  rounds,
  isHistory = false,
  onPickUser,
}: {
  rounds: CasinoRound[];
  isHistory?: boolean;
  onPickUser(pick: ScopePick): void;
}) {
  return (
    <table className="data-table stacked md:min-w-[60rem]">
      <thead>
        <tr>
          <th>Placed</th>
          <th>Player</th>
          <th>Game</th>
          <th>Provider</th>
          <th>Round ID</th>
          <th className="num">Stake</th>
          <th className="num">Win</th>
          <th className="num">Net</th>
          <th>Status</th>
          {isHistory ? <th>Settled</th> : null}
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r._id}>
            <td data-label="Placed" className="whitespace-nowrap">
              {formatDateTime(r.createdAt)}
            </td>
            <td data-label="Player">
              {r.user ? (
                <button type="button" className={linkClass} onClick={() => onPickUser({ id: r.user!._id, label: r.user!.userName })}>
                  {r.user.userName}
                </button>
              ) : (
                <span className="text-muted">—</span>
              )}
            </td>
            <td data-label="Game">
              <span className="font-medium">{r.game.name}</span>
              <span className="block text-xs text-muted capitalize">{r.game.gameType}</span>
            </td>
            <td data-label="Provider">
              {r.game.subProviderName}
              {r.providerName !== r.game.subProviderName ? <span className="block text-xs text-muted">{r.providerName}</span> : null}
            </td>
            <td data-label="Round ID">
              {/* Monospace on the id only: the stacked row's label keeps the table's font. */}
              <span className="font-mono text-xs break-all">{r.roundId}</span>
            </td>
            <td data-label="Stake" className="num">
              {formatAmount(r.stake)}
            </td>
            <td data-label="Win" className="num">
              {formatAmount(r.win)}
            </td>
            <td data-label="Net" className={`num ${pnlClass(r.pnl)}`}>
              {r.pnl === null ? '—' : formatAmount(r.pnl)}
            </td>
            <td data-label="Status">
              <StatusBadge status={r.status === 'cancelled' ? 'void' : r.status} label={r.status} />
            </td>
            {isHistory ? (
              <td data-label="Settled" className="whitespace-nowrap">
                {formatDateTime(r.settledAt)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
