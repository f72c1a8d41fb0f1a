import { useTranslation } from 'react-i18next';
import { useOriginalsOpenBets } from '../api/get-originals-open-bets';
import { rupees } from '../lib/format';
import { GAME_NAMES } from '../lib/game-names';

/** The player's open bets in the studio's games, beside the game. */
export function CasinoOpenBets({ session }: { session: string }) {
  const { t } = useTranslation();
  const bets = useOriginalsOpenBets(session);
  const rows = bets.data ?? [];
  return (
    <section className="card p-3" aria-labelledby="casino-open-bets-title" data-testid="casino-open-bets">
      <h2 id="casino-open-bets-title" className="text-sm font-bold">
        {t('originals.openBets', 'My casino open bets')} <span className="text-muted">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-xs text-muted">{t('originals.noOpenBets', 'No open bets.')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-xs">
          {rows.map((r) => (
            <li key={r.roundId} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate">
                {GAME_NAMES[r.game]} <span className="text-muted">#{r.roundId}</span>
              </span>
              <span className="font-bold tabular-nums">{rupees(r.stake)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
