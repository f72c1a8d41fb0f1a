import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES } from '@backlay/contract';
import { useHighlights, useMarketGroup } from '../../../lib/sports-queries';
import { useHomePrices } from '../../../lib/live/use-live';
import { sportPath } from '../../../config/paths';
import { EventList } from '../../../components/sports/event-row';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { SportTabs } from '../../../components/sports/sport-tabs';
import { orderSports } from '../../../components/sports/sport-order';
import { useSportName } from '../../../components/sports/sport-name';
import { SportsPage } from '../components/page';

/**
 * /exchange: every sport with open events, a tab per sport (?sport= keeps the tab in the
 * address, so back and reload return to it), and that sport's open events, in play first.
 */
export function ExchangeRoute() {
  const { t } = useTranslation();
  const sportName = useSportName();
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const group = useMarketGroup();
  useHomePrices();
  const sports = useMemo(
    () => orderSports((group.data ?? []).filter((s) => s.competitions.some((c) => c.events.length > 0))),
    [group.data],
  );
  const wanted = Number(params.get('sport'));
  const selected = sports.find((s) => s.eventTypeId === wanted) ?? sports[0];
  const events = useHighlights({ eventTypeId: selected?.eventTypeId }, { enabled: selected !== undefined });

  let body;
  if (group.isPending) body = <RowsSkeleton />;
  else if (!selected) body = <EmptyState message={t('sports.noDataFound', SPORTS_MESSAGES.noDataFound)} />;
  else
    body = (
      <>
        <SportTabs
          tabs={sports.map((s) => ({
            eventTypeId: s.eventTypeId,
            label: sportName(s.eventTypeId, s.name),
            count: s.competitions.reduce((n, c) => n + c.events.length, 0),
          }))}
          selected={selected.eventTypeId}
          onSelect={(id) => setParams({ sport: String(id) }, { replace: true })}
          label={t('sports.sportsTabs', 'Sports')}
          idPrefix={idPrefix}
        />
        <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected.eventTypeId}`} className="space-y-2">
          {events.isPending ? (
            <RowsSkeleton />
          ) : events.isError || !events.data || events.data.length === 0 ? (
            <EmptyState message={t('sports.noMatchFound', SPORTS_MESSAGES.noMatchFound)} />
          ) : (
            <EventList cards={events.data} label={sportName(selected.eventTypeId, selected.name)} />
          )}
          <Link
            to={sportPath(selected.eventTypeId)}
            className="inline-flex min-h-9 items-center text-sm font-bold text-highlight hover:underline"
          >
            {t('sports.bySportCompetitions', '{{sport}} by competition', { sport: selected.name })}
          </Link>
        </div>
      </>
    );

  return <SportsPage title={t('sports.exchangeTitle', 'Exchange')}>{body}</SportsPage>;
}
