import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventCard } from '@backlay/contract';
import { eventPath } from '../../config/paths';
import { HeadlineOdds, headlineHeadings } from '../markets/headline-odds';
import { MarketKindBadges } from './badges';
import { EventStart } from './event-start';
import { eventDisplayName } from './event-labels';
import { FavoriteEventStar } from './favorite-star';

/** Shared by the headings and the rows so the two line up column for column. */
const ROW = 'flex flex-col gap-2 px-3 sm:flex-row sm:items-center sm:gap-3';
const ODDS = 'w-full shrink-0 sm:w-72';

/**
 * One event of a list: start (or LIVE), 'A v B', competition, BM/F badges, the headline
 * market's 1 X 2 prices and a favourite star. Phones stack the prices under the name; wider
 * screens put them on the right.
 */
export function EventRow({ card, showCompetition = true, action }: { card: EventCard; showCompetition?: boolean; action?: ReactNode }) {
  const { event, market } = card;
  const name = eventDisplayName(event.name);
  return (
    <li className={`${ROW} py-2.5`}>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Link
          to={eventPath(event.eventTypeId, event.id)}
          className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg outline-offset-4"
        >
          <span className="grid w-14 shrink-0 place-items-center">
            <EventStart openDate={event.openDate} inPlay={event.inPlay} />
          </span>
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm leading-snug font-bold break-words group-hover:text-highlight">{name}</span>
            {showCompetition && event.competitionName && <span className="block truncate text-xs text-muted">{event.competitionName}</span>}
          </span>
          <MarketKindBadges hasBookmaker={event.hasBookmaker} hasSession={event.hasSession} />
        </Link>
        {action ?? <FavoriteEventStar eventId={event.id} eventName={name} />}
      </div>
      <div className={ODDS}>
        <HeadlineOdds market={market} />
      </div>
    </li>
  );
}

/**
 * The list's first item: 1 / X / 2 over the price columns of its rows (Betfair's layout), when
 * they apply to every row. Visual only: a list has no column headers to tie them to.
 */
export function OddsHeadings({ cards }: { cards: readonly Pick<EventCard, 'market'>[] }) {
  const labels = headlineHeadings(cards.map((c) => c.market));
  if (!labels) return null;
  return (
    <li aria-hidden="true" data-testid="odds-headings" className={`${ROW} bg-surface-2 py-1 text-xs font-bold text-muted`}>
      <span className="hidden flex-1 sm:block" />
      <span className={`grid grid-cols-3 gap-0.5 text-center ${ODDS}`}>
        {labels.map((label, i) => (
          <span key={i} data-heading={label ?? ''}>
            {label}
          </span>
        ))}
      </span>
    </li>
  );
}

/** A bordered list of event rows. */
export function EventList({ cards, showCompetition = true, label }: { cards: EventCard[]; showCompetition?: boolean; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      <OddsHeadings cards={cards} />
      {cards.map((card) => (
        <EventRow key={card.event.id} card={card} showCompetition={showCompetition} />
      ))}
    </ul>
  );
}
