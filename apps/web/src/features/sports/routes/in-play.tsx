import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES } from '@backlay/contract';
import { useHighlights } from '../../../lib/sports-queries';
import { useHomePrices } from '../../../lib/live/use-live';
import { EventList } from '../../../components/sports/event-row';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { SectionHeading } from '../../../components/sports/section-heading';
import { orderSports } from '../../../components/sports/sport-order';
import { LiveBadge } from '../../../components/sports/badges';
import { useSportName } from '../../../components/sports/sport-name';
import { groupBySport } from '../lib/group-events';
import { SportsPage } from '../components/page';

/**
 * /inPlay: every event being played now, one section per sport (cricket and soccer first).
 * Headline prices move through the live `home` room, which carries every headline market.
 */
export function InPlayRoute() {
  const { t } = useTranslation();
  const sportName = useSportName();
  const { data, isPending, isError } = useHighlights({ inPlay: true });
  useHomePrices();
  const sports = useMemo(() => orderSports(groupBySport(data ?? [])), [data]);

  return (
    <SportsPage title={t('sports.inPlay', 'In-Play')} icon={<LiveBadge />}>
      {isPending ? (
        <RowsSkeleton />
      ) : isError || sports.length === 0 ? (
        <EmptyState message={t('sports.noMatchFound', SPORTS_MESSAGES.noMatchFound)} />
      ) : (
        sports.map((sport) => (
          <section key={sport.eventTypeId} aria-labelledby={`in-play-${sport.eventTypeId}`}>
            <SectionHeading
              id={`in-play-${sport.eventTypeId}`}
              title={
                <>
                  {sportName(sport.eventTypeId, sport.name)}
                  <span className="rounded-full bg-surface-2 px-2 text-xs font-bold text-muted tabular-nums">{sport.events.length}</span>
                </>
              }
            />
            <EventList cards={sport.events} label={sportName(sport.eventTypeId, sport.name)} />
          </section>
        ))
      )}
    </SportsPage>
  );
}
