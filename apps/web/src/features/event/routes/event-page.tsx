import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SPORTS_MESSAGES } from '@backlay/contract';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useEventMarkets } from '../api/get-event-markets';
import { useEventLive } from '../lib/use-event-live';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { EventHeader } from '../components/event-header';
import { ScorePanel } from '../components/score-panel';
import { EventFrames } from '../components/event-frames';
import { hasDrawnScore } from '../lib/drawn-score';
import { MarketList } from '../components/market-list';
import { BetSlipDock } from '../../../components/bet-slip/bet-slip-dock';

/**
 * /events/:eventTypeId/:eventId and /events/:eventId: the event with its score and every
 * market, live, and the bet slip (a column beside the markets above 900 px, a drawer behind a
 * floating button below). Visitors get the login popup instead.
 */
export function EventRoute() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const { pathname } = useLocation();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  useLoginWhenSignedOut(pathname);

  return (
    <div className="mx-auto flex w-full max-w-6xl gap-4 px-2 py-3 md:px-4">
      <section aria-labelledby="event-title" className="flex min-w-0 flex-1 flex-col gap-3">
        {isLogin ? (
          <EventBody eventId={eventId} />
        ) : (
          <div className="card flex flex-col items-center gap-4 px-4 py-10 text-center">
            <h1 id="event-title" className="text-lg font-semibold">
              {t('event.loginTitle', 'Login to see this event')}
            </h1>
            <button type="button" className="btn btn-primary" onClick={() => openAuthPopup('login')}>
              {t('auth.login.submit', 'Login')}
            </button>
          </div>
        )}
      </section>
      {isLogin ? <BetSlipDock eventId={eventId} /> : null}
    </div>
  );
}

function EventBody({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useEventMarkets(eventId, eventId !== '');
  useEventLive(eventId, query.isSuccess);

  if (eventId === '' || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    // An event id the site has no record of: 'Event not saved yet | ...' (the
    // parallel text is decided beside the Sports one, features/sports/routes/sport.tsx).
    return (
      <NoMarket
        text={t('event.eventNotSaved', SPORTS_MESSAGES.eventNotSaved)}
        detail={query.error instanceof ApiError ? query.error.message : undefined}
      />
    );
  }
  if (query.isPending) {
    return (
      <p aria-busy="true" className="py-10 text-center text-muted">
        <span id="event-title">{t('common.loading', 'Loading…')}</span>
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="card flex flex-col items-center gap-3 px-4 py-10 text-center">
        <h1 id="event-title" className="font-semibold">
          {query.error instanceof ApiError && query.error.status !== 0
            ? query.error.message
            : t('common.somethingWentWrong', MESSAGES.somethingWentWrong)}
        </h1>
        <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
          {t('common.retry', 'Try again')}
        </button>
      </div>
    );
  }
  const { event, markets, score } = query.data;
  return (
    <>
      <EventHeader event={event} />
      <EventFrames eventId={event.id} eventName={event.name} />
      {score && hasDrawnScore(score) ? <ScorePanel score={score} /> : null}
      {markets.length === 0 ? (
        <NoMarket text={t('event.noMarketFound', SPORTS_MESSAGES.noMarketFound)} isTitle={false} />
      ) : (
        <MarketList markets={markets} event={event} />
      )}
    </>
  );
}

/** Unknown event, or an event without markets. */
function NoMarket({ text, detail, isTitle = true }: { text: string; detail?: string | undefined; isTitle?: boolean }) {
  return (
    <div className="card flex flex-col items-center gap-2 px-4 py-10 text-center">
      {isTitle ? (
        <h1 id="event-title" className="text-lg font-semibold">
          {text}
        </h1>
      ) : (
        <p className="text-lg font-semibold">{text}</p>
      )}
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
    </div>
  );
}
