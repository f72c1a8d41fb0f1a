import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES, type MarketGroup } from '@backlay/contract';
import { useMarketGroup } from '../../lib/sports-queries';
import { eventPath, sportPath } from '../../config/paths';
import { Icon } from '../ui/icons';
import { LiveBadge, VsBadge } from '../sports/badges';
import { eventDisplayName } from '../sports/event-labels';
import { orderSports } from '../sports/sport-order';
import { useSportName } from '../sports/sport-name';

/**
 * The side menu's sports tree (docs/product.md §2 "Side menu"): sports, their competitions and
 * events. One sport and one competition are open at a time; opening another closes the first.
 * Kabaddi and Politics come last. Signed-in players get the protected tree, which has Politics.
 */
export function SportsTree({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMarketGroup();
  const sports = useMemo(() => orderSports(data ?? []), [data]);
  const [openSport, setOpenSport] = useState<number | null>(null);
  const [openCompetition, setOpenCompetition] = useState<string | null>(null);

  if (isPending) return <TreeSkeleton />;
  if (isError || sports.length === 0) {
    return <p className="px-3 py-2 text-xs font-semibold text-muted">{t('sports.noDataFound', SPORTS_MESSAGES.noDataFound)}</p>;
  }

  const toggleSport = (id: number) => {
    setOpenSport((cur) => (cur === id ? null : id));
    setOpenCompetition(null);
  };

  return (
    <ul className="mt-1 space-y-0.5" aria-label={t('sports.treeLabel', 'Sports')}>
      {sports.map((sport) => (
        <SportNode
          key={sport.eventTypeId}
          sport={sport}
          isOpen={openSport === sport.eventTypeId}
          onToggle={() => toggleSport(sport.eventTypeId)}
          openCompetition={openCompetition}
          onToggleCompetition={(id) => setOpenCompetition((cur) => (cur === id ? null : id))}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}

const toggleClass =
  'flex min-h-10 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-fg transition-colors hover:bg-surface-2';

function eventCount(sport: MarketGroup): number {
  return sport.competitions.reduce((n, c) => n + c.events.length, 0);
}

function SportNode({
  sport,
  isOpen,
  onToggle,
  openCompetition,
  onToggleCompetition,
  onNavigate,
}: {
  sport: MarketGroup;
  isOpen: boolean;
  onToggle(): void;
  openCompetition: string | null;
  onToggleCompetition(id: string): void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const name = sportName(sport.eventTypeId, sport.name);
  const panelId = useId();
  return (
    <li>
      <button type="button" className={toggleClass} aria-expanded={isOpen} aria-controls={panelId} onClick={onToggle}>
        <Icon name={isOpen ? 'chevronDown' : 'chevronRight'} size={16} className="shrink-0 text-muted" />
        <span className="min-w-0 flex-1 truncate">{name}</span>
        <span className="rounded-full bg-surface-2 px-1.5 text-[11px] font-bold text-muted tabular-nums">{eventCount(sport)}</span>
      </button>
      {isOpen && (
        <ul id={panelId} className="ml-4 space-y-0.5 border-l border-line pl-1.5">
          <li>
            <Link
              to={sportPath(sport.eventTypeId)}
              onClick={onNavigate}
              className="flex min-h-9 items-center gap-2 rounded-lg px-2 text-xs font-bold text-highlight hover:bg-surface-2"
            >
              {t('sports.allEventsOf', 'All {{sport}} events', { sport: name })}
            </Link>
          </li>
          {sport.competitions.map((competition) => {
            const isCompetitionOpen = openCompetition === competition.id;
            const eventsId = `${panelId}-${competition.id}`;
            return (
              <li key={competition.id}>
                <button
                  type="button"
                  className={`${toggleClass} min-h-9 px-2 text-[13px]`}
                  aria-expanded={isCompetitionOpen}
                  aria-controls={eventsId}
                  onClick={() => onToggleCompetition(competition.id)}
                >
                  <Icon name={isCompetitionOpen ? 'chevronDown' : 'chevronRight'} size={14} className="shrink-0 text-muted" />
                  <span className="min-w-0 flex-1 truncate">{competition.name}</span>
                </button>
                {isCompetitionOpen && (
                  <ul id={eventsId} className="ml-3 space-y-0.5 border-l border-line pl-1.5">
                    {competition.events.map((event) => (
                      <li key={event.id}>
                        <Link
                          to={eventPath(sport.eventTypeId, event.id)}
                          onClick={onNavigate}
                          className="flex min-h-9 items-center gap-2 rounded-lg px-2 text-[13px] text-fg hover:bg-surface-2"
                        >
                          <span className="shrink-0">{event.inPlay ? <LiveBadge /> : <VsBadge />}</span>
                          <span className="min-w-0 flex-1 truncate">{eventDisplayName(event.name)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function TreeSkeleton() {
  return (
    <ul aria-busy="true" className="mt-1 space-y-1 px-3">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="h-8 animate-pulse rounded-lg bg-surface-2" />
      ))}
    </ul>
  );
}
