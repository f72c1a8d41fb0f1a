import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES, type Competition } from '@backlay/contract';
import { useTournaments } from '../../../lib/sports-queries';
import { sportPath } from '../../../config/paths';
import { EmptyState } from '../../../components/sports/empty-state';
import { orderSports } from '../../../components/sports/sport-order';
import { useSportName } from '../../../components/sports/sport-name';

/** How many competitions the home shows; the sport pages list them all. */
const HOME_TOURNAMENT_LIMIT = 16;

/** Competitions with open events, busiest first within the sport order; each opens its sport page filtered to it. */
export function TournamentChips() {
  const { t } = useTranslation();
  const sportName = useSportName();
  const { data, isPending } = useTournaments();
  const shown = useMemo(() => pickTournaments(data ?? []), [data]);
  if (isPending) return <div aria-busy="true" className="h-10 animate-pulse rounded-xl bg-surface-2" />;
  if (shown.length === 0) return <EmptyState message={t('sports.noDataFound', SPORTS_MESSAGES.noDataFound)} />;
  return (
    <ul className="flex flex-wrap gap-2">
      {shown.map((c) => (
        <li key={`${c.eventTypeId}-${c.id}`} className="min-w-0 max-w-full">
          <Link
            to={sportPath(c.eventTypeId, c.id)}
            className="flex min-h-10 max-w-full items-center gap-2 rounded-full bg-surface px-3.5 text-sm font-semibold ring-1 ring-line hover:ring-accent"
          >
            <span className="shrink-0 text-[11px] font-bold text-muted uppercase">{sportName(c.eventTypeId, c.eventTypeName)}</span>
            <span className="truncate">{c.name}</span>
            <span className="shrink-0 rounded-full bg-surface-2 px-1.5 text-[11px] font-bold text-muted tabular-nums">{c.eventCount}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function pickTournaments(list: readonly Competition[]): Competition[] {
  const busiestFirst = [...list].sort((a, b) => b.eventCount - a.eventCount);
  return orderSports(busiestFirst).slice(0, HOME_TOURNAMENT_LIMIT);
}
