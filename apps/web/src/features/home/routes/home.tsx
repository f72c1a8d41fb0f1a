import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES, type EventCard } from '@backlay/contract';
import { useHome, useHotEvents } from '../../../lib/sports-queries';
import { useHomePrices } from '../../../lib/live/use-live';
import { paths } from '../../../config/paths';
import { useRouteAvailability } from '../../../components/layout/route-availability';
import { EventList } from '../../../components/sports/event-row';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { SectionHeading } from '../../../components/sports/section-heading';
import { SportEventsTabs } from '../../../components/sports/sport-events-tabs';
import { LiveBadge } from '../../../components/sports/badges';
import { Icon, type IconName } from '../../../components/ui/icons';
import { AccountSummary } from '../components/account-summary';
import { TournamentChips } from '../components/tournament-chips';

/**
 * Home for a signed-in player (docs/product.md §2 "/"): the account in one compact strip, then
 * in-play and upcoming events by sport, highlights, hot events, fastest odds and tournaments.
 * The home answer primes the price store and the `home` room keeps its headline prices live.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const home = useHome();
  useHomePrices();
  const noMatch = t('sports.noMatchFound', SPORTS_MESSAGES.noMatchFound);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-3 py-4 nav:px-6 nav:py-6">
      <AccountSummary />

      <section aria-labelledby="home-in-play">
        <SectionHeading
          id="home-in-play"
          title={
            <>
              <LiveBadge />
              {t('sports.inPlay', 'In-Play')}
            </>
          }
          aside={<SeeAll to={paths.inPlay} />}
        />
        {home.isPending ? (
          <RowsSkeleton />
        ) : (
          <SportEventsTabs sports={home.data?.ongoing ?? []} label={t('sports.inPlay', 'In-Play')} emptyMessage={noMatch} />
        )}
      </section>

      <section aria-labelledby="home-upcoming">
        <SectionHeading
          id="home-upcoming"
          title={
            <>
              <Icon name="ball" size={18} className="text-highlight" />
              {t('sports.upcoming', 'Upcoming')}
            </>
          }
          aside={<SeeAll to={paths.exchange} />}
        />
        {home.isPending ? (
          <RowsSkeleton />
        ) : (
          <SportEventsTabs sports={home.data?.upcoming ?? []} label={t('sports.upcoming', 'Upcoming')} emptyMessage={noMatch} />
        )}
      </section>

      <CardsSection
        id="home-highlights"
        icon="star"
        title={t('sports.highlights', 'Highlights')}
        cards={home.data?.highlight}
        isPending={home.isPending}
      />
      <HotEvents />
      <CardsSection
        id="home-fastest-odds"
        icon="bolt"
        title={t('sports.fastestOdds', 'Fastest Odds')}
        cards={home.data?.fastestOdd}
        isPending={home.isPending}
      />

      <section aria-labelledby="home-tournaments">
        <SectionHeading
          id="home-tournaments"
          title={
            <>
              <Icon name="trophy" size={18} className="text-highlight" />
              {t('sports.tournaments', 'Tournaments')}
            </>
          }
        />
        <TournamentChips />
      </section>
    </div>
  );
}

function SeeAll({ to }: { to: string }) {
  const { t } = useTranslation();
  const isAvailable = useRouteAvailability();
  if (!isAvailable(to)) return null;
  return (
    <Link to={to} className="inline-flex min-h-9 shrink-0 items-center gap-1 text-sm font-bold text-highlight hover:underline">
      {t('sports.seeAll', 'See all')}
      <Icon name="chevronRight" size={16} />
    </Link>
  );
}

function CardsSection({
  id,
  icon,
  title,
  cards,
  isPending,
}: {
  id: string;
  icon: IconName;
  title: string;
  cards: EventCard[] | undefined;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <SectionHeading
        id={id}
        title={
          <>
            <Icon name={icon} size={18} className="text-highlight" />
            {title}
          </>
        }
      />
      {isPending ? (
        <RowsSkeleton rows={3} />
      ) : cards && cards.length > 0 ? (
        <EventList cards={cards} label={title} />
      ) : (
        <EmptyState message={t('sports.noDataFound', SPORTS_MESSAGES.noDataFound)} />
      )}
    </section>
  );
}

function HotEvents() {
  const { t } = useTranslation();
  const { data, isPending } = useHotEvents();
  return <CardsSection id="home-hot-events" icon="chart" title={t('sports.hotEvents', 'Hot Events')} cards={data} isPending={isPending} />;
}
