import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTS_MESSAGES, type Market, type SportsEvent } from '@backlay/contract';
import { useFavoriteEvents, useFavoriteMarkets, useToggleFavoriteEvent, useToggleFavoriteMarket } from '../../../lib/sports-queries';
import { useHomePrices } from '../../../lib/live/use-live';
import { useSession } from '../../../lib/session-store';
import { eventPath, paths } from '../../../config/paths';
import { EventRow, OddsHeadings } from '../../../components/sports/event-row';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { SectionHeading } from '../../../components/sports/section-heading';
import { eventDisplayName } from '../../../components/sports/event-labels';
import { LiveBadge } from '../../../components/sports/badges';
import { HeadlineOdds } from '../../../components/markets/headline-odds';
import { Icon } from '../../../components/ui/icons';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { SportsPage } from '../components/page';

/** /favorite: the player's favourite events and markets, each with a remove button. Needs login. */
export function FavoriteRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  useLoginWhenSignedOut(paths.favorite);
  useHomePrices();
  const title = t('sports.favoriteTitle', 'Favorite');
  if (!isLogin) {
    return (
      <SportsPage title={title}>
        <EmptyState icon="lock" message={t('sports.loginToView', 'Log in to see these markets.')} />
      </SportsPage>
    );
  }
  return (
    <SportsPage title={title} icon={<Icon name="star" className="text-accent" />}>
      <FavoriteEvents />
      <FavoriteMarkets />
    </SportsPage>
  );
}

function RemoveButton({ label, onClick, disabled }: { label: string; onClick(): void; disabled: boolean }) {
  return (
    <button type="button" className="icon-btn size-9 text-danger" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <Icon name="close" size={18} />
    </button>
  );
}

function FavoriteEvents() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useFavoriteEvents();
  const toggle = useToggleFavoriteEvent();
  return (
    <section aria-labelledby="favorite-events">
      <SectionHeading id="favorite-events" title={t('sports.favoriteEvents', 'Events')} />
      {isPending ? (
        <RowsSkeleton rows={2} />
      ) : isError || !data || data.length === 0 ? (
        <EmptyState message={t('sports.noDataFound', SPORTS_MESSAGES.noDataFound)} />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
          <OddsHeadings cards={data} />
          {data.map((card) => (
            <EventRow
              key={card.event.id}
              card={card}
              action={
                <RemoveButton
                  label={t('sports.removeFavorite', 'Remove {{name}}', { name: eventDisplayName(card.event.name) })}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ eventId: card.event.id, add: false })}
                />
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FavoriteMarkets() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useFavoriteMarkets();
  const toggle = useToggleFavoriteMarket();
  return (
    <section aria-labelledby="favorite-markets">
      <SectionHeading id="favorite-markets" title={t('sports.favoriteMarkets', 'Markets')} />
      {isPending ? (
        <RowsSkeleton rows={2} />
      ) : isError || !data || data.length === 0 ? (
        <EmptyState message={t('sports.noDataFound', SPORTS_MESSAGES.noDataFound)} />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
          {data.map(({ event, market }) => (
            <FavoriteMarketRow
              key={market.id}
              event={event}
              market={market}
              onRemove={() => toggle.mutate({ marketId: market.id, add: false })}
              isRemoving={toggle.isPending}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Team markets with up to three runners show their best prices; others link to the event. */
function FavoriteMarketRow({
  event,
  market,
  onRemove,
  isRemoving,
}: {
  event: SportsEvent;
  market: Market;
  onRemove(): void;
  isRemoving: boolean;
}) {
  const { t } = useTranslation();
  const showsPrices = market.type !== 'session' && market.teams.length <= 3;
  return (
    <li className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-3">
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Link
          to={`${eventPath(event.eventTypeId, event.id)}#market-${encodeURIComponent(market.id)}`}
          className="group min-w-0 flex-1 rounded-lg"
        >
          <span className="flex items-center gap-2">
            {event.inPlay && <LiveBadge />}
            <span className="truncate text-sm font-bold group-hover:text-highlight">{market.name}</span>
          </span>
          <span className="block truncate text-xs text-muted">{eventDisplayName(event.name)}</span>
        </Link>
        <RemoveButton
          label={t('sports.removeFavorite', 'Remove {{name}}', { name: market.name })}
          disabled={isRemoving}
          onClick={onRemove}
        />
      </div>
      {showsPrices && (
        <div className="w-full shrink-0 sm:w-72">
          <HeadlineOdds market={market} />
        </div>
      )}
    </li>
  );
}
