import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPE_IDS, EVENT_TYPES, SPORTS_MESSAGES } from '@backlay/contract';
import { useHighlights, useMarketGroup } from '../../../lib/sports-queries';
import { useHomePrices } from '../../../lib/live/use-live';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { sportPath } from '../../../config/paths';
import { EventList } from '../../../components/sports/event-row';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { SectionHeading } from '../../../components/sports/section-heading';
import { useSportName } from '../../../components/sports/sport-name';
import { Icon } from '../../../components/ui/icons';
import { groupByCompetition } from '../lib/group-events';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { SportsPage } from '../components/page';

/** The event type of a `/{gameType}` path; the router only registers the contract's ids. */
export function eventTypeOfPath(pathname: string) {
  const id = Number(pathname.split('/')[1]);
  return EVENT_TYPES.find((t) => t.id === id) ?? null;
}

/**
 * `/{gameType}`: one sport's open events by competition, with chips to keep one competition
 * (?competition=). Politics (/2378961) is for signed-in players: visitors get the login popup
 * and come back here after logging in.
 */
export function SportRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sportName = useSportName();
  const [params, setParams] = useSearchParams();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const sport = eventTypeOfPath(pathname);
  const needsLogin = sport?.id === EVENT_TYPE_IDS.politics;
  const canView = !needsLogin || isLogin;
  useLoginWhenSignedOut(pathname, needsLogin);
  useHomePrices();
  const { data, isPending, isError } = useHighlights({ eventTypeId: sport?.id }, { enabled: sport !== null && canView });
  const competitions = useMemo(() => groupByCompetition(data ?? []), [data]);
  const chosen = params.get('competition');
  const shown = chosen ? competitions.filter((c) => c.competitionId === chosen) : competitions;
  const notSaved = useNotSaved(canView ? sport?.id : undefined, chosen, competitions.length > 0);

  if (!sport) return null;
  const title = sportName(sport.id, sport.name);

  if (!canView) {
    return (
      <SportsPage title={title}>
        <div className="card flex flex-col items-center gap-3 px-4 py-10 text-center">
          <Icon name="lock" size={28} className="text-muted" />
          <p className="text-sm font-semibold">{t('sports.loginToView', 'Log in to see these markets.')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openAuthPopup('login')}>
            {t('sports.login', 'Login')}
          </button>
        </div>
      </SportsPage>
    );
  }

  const chip = (active: boolean) =>
    `inline-flex h-8 shrink-0 items-center rounded-full px-3 text-xs font-semibold whitespace-nowrap ${
      active ? 'bg-primary text-on-primary' : 'bg-surface ring-1 ring-line hover:bg-surface-2'
    }`;

  return (
    <SportsPage title={title}>
      {competitions.length > 1 && (
        <nav aria-label={t('sports.competitions', 'Competitions')} className="scrollbar-none -mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
          <Link to={sportPath(sport.id)} replace className={chip(!chosen)} aria-current={!chosen ? 'page' : undefined}>
            {t('sports.allCompetitions', 'All')}
          </Link>
          {competitions.map((c) => (
            <button
              key={c.competitionId}
              type="button"
              className={chip(chosen === c.competitionId)}
              aria-pressed={chosen === c.competitionId}
              onClick={() => setParams({ competition: c.competitionId }, { replace: true })}
            >
              {c.name}
            </button>
          ))}
        </nav>
      )}
      {isPending ? (
        <RowsSkeleton />
      ) : isError || shown.length === 0 ? (
        <EmptyState
          message={
            notSaved === 'sport'
              ? t('sports.sportsNotSaved', SPORTS_MESSAGES.sportsNotSaved)
              : notSaved === 'competition'
                ? t('sports.competitionNotSaved', SPORTS_MESSAGES.competitionNotSaved)
                : t('sports.noMatchFound', SPORTS_MESSAGES.noMatchFound)
          }
        />
      ) : (
        shown.map((c) => (
          <section key={c.competitionId} aria-labelledby={`competition-${c.competitionId}`}>
            <SectionHeading id={`competition-${c.competitionId}`} title={<span className="truncate">{c.name}</span>} />
            <EventList cards={c.events} showCompetition={false} label={c.name} />
          </section>
        ))
      )}
    </SportsPage>
  );
}

/**
 * Which part of the address the site has no record of, when the page has nothing to list:
 * the sport (a `/{gameType}` of the contract that is not in the site's sports tree) or the
 * `?competition=` (not one of the sport's competitions there). 'Sports not saved
 * yet | ...' and its Competition version (docs/product.md §8) say so; a sport or competition the tree does have,
 * but without open events now, still reads 'No Match Found'. Until the tree has loaded (or
 * when it fails) nothing is claimed. Events the highlights list count as known, so a tree a
 * refresh behind the highlights never hides them.
 *
 * The exact parallel text is a decision: docs/product.md gives only the Sports line in full ('Sports
 * not saved yet | Refresh to continue or any another sports') and "parallel Competition and
 * Event versions" ('Competition not saved yet | ...'); SPORTS_MESSAGES swaps both nouns, so
 * '... or any another competition' and '... or any another event', typo ('any another') kept.
 */
function useNotSaved(eventTypeId: number | undefined, competitionId: string | null, hasEvents: boolean): 'sport' | 'competition' | null {
  const { data: tree } = useMarketGroup({ enabled: eventTypeId !== undefined });
  if (!tree || eventTypeId === undefined) return null;
  const sport = tree.find((g) => g.eventTypeId === eventTypeId);
  if (!sport) return hasEvents ? null : 'sport';
  if (competitionId && !sport.competitions.some((c) => c.id === competitionId)) return 'competition';
  return null;
}
