import { useTranslation } from 'react-i18next';
import type { SportsEvent } from '@backlay/contract';
import { useFavoriteEvents, useToggleFavoriteEvent } from '../../../lib/sports-queries';
import { useCanFavorite } from './market-meta';
import { FavoriteStar } from '../../../components/ui/favorite-star';
import { useSportName } from '../../../components/sports/sport-name';

function formatStart(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'hi-in' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** Event name, competition, start time or LIVE badge, and the favourite-event star. */
export function EventHeader({ event }: { event: SportsEvent }) {
  const { t, i18n } = useTranslation();
  const sportName = useSportName();
  const canFavorite = useCanFavorite();
  const favorites = useFavoriteEvents();
  const toggle = useToggleFavoriteEvent();
  const isFavorite = favorites.data?.some((c) => c.event.id === event.id) ?? false;
  const isLive = event.status === 'inPlay' || (event.status !== 'closed' && event.inPlay);

  return (
    <header className="card flex items-start gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-muted">
          {sportName(event.eventTypeId, event.eventTypeName)}
          {event.competitionName ? ` · ${event.competitionName}` : ''}
        </p>
        <h1 id="event-title" className="text-lg leading-snug font-bold">
          {event.name}
        </h1>
        <p className="mt-1 flex items-center gap-2 text-sm">
          {isLive ? (
            <span className="inline-flex items-center gap-1 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-white">
              <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />
              {t('event.live', 'LIVE')}
            </span>
          ) : event.status === 'closed' ? (
            <span className="rounded bg-surface-2 px-1.5 py-0.5 text-xs font-bold text-muted">{t('event.closed', 'CLOSED')}</span>
          ) : null}
          <time dateTime={event.openDate} className="text-muted">
            {formatStart(event.openDate, i18n.language)}
          </time>
        </p>
      </div>
      {canFavorite ? (
        <FavoriteStar
          isOn={isFavorite}
          disabled={favorites.isPending || toggle.isPending}
          label={
            isFavorite
              ? t('event.removeFavoriteEvent', 'Remove event from favourites')
              : t('event.addFavoriteEvent', 'Add event to favourites')
          }
          onToggle={() => toggle.mutate({ eventId: event.id, add: !isFavorite })}
        />
      ) : null}
    </header>
  );
}
