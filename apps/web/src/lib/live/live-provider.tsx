import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LIVE_CLIENT, type LiveAuth } from '@backlay/contract';
import { accountKeys } from '../account-queries';
import { useSiteConfigurationQuery } from '../site-config';
import { selectHasSession, useSession, type SessionState } from '../session-store';
import { delayedRefresh } from './delayed-refresh';
import { live, useLiveStatusStore } from './live-socket';
import { applyMarketPrice, primeMarketPrices } from './price-store';

/**
 * The socket's credentials: a signed-in session's token and type, or none (visitor). A session
 * held by the forced password change connects as a visitor: the server refuses its token
 * (PASSWORD_CHANGE_REQUIRED) until the change, which ends the session anyway.
 */
export function liveAuthOf(s: Pick<SessionState, 'isLogin' | 'mustChangePassword' | 'token' | 'userType'>): LiveAuth {
  return selectHasSession(s) && s.token && s.userType ? { token: s.token, type: s.userType } : {};
}

/**
 * Opens the live channel for the whole app and handles the messages that are not any one
 * screen's business: prices into the price store, points into the pts query (and a refetch of
 * the points 3 s after cache-update messages, docs/product.md §4), the staff's broadcast as a
 * toast, the page-refresh order, and the resync order (refetch what is on screen). Logging
 * out on `logoutUserByAdmin` needs the router, so LiveSessionEffects does it from inside the
 * shell.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: site } = useSiteConfigurationQuery();
  // Until the configuration arrives the channel may open; the operator's switch closes it.
  const isEnabled = site ? site.appConfigruation.useSocket && !site.appConfigruation.isSocketBlocked : true;

  useEffect(() => {
    useLiveStatusStore.setState({ isEnabled });
    if (!isEnabled) return;
    live.start(liveAuthOf(useSession.getState()));
    // Login and logout reconnect with the new credentials (the server picks rooms from them).
    const offSession = useSession.subscribe((s) => live.setAuth(liveAuthOf(s)));
    return () => {
      offSession();
      live.stop();
    };
  }, [isEnabled]);

  useEffect(() => {
    const ptsRefresh = delayedRefresh(() => {
      if (selectHasSession(useSession.getState())) void queryClient.invalidateQueries({ queryKey: accountKeys.pts });
    }, LIVE_CLIENT.ptsRefreshDelayMs);
    const afterCacheUpdate = () => {
      if (selectHasSession(useSession.getState())) ptsRefresh.trigger();
    };
    const offs = [
      live.on('getMarketCacheUpdates', (price) => {
        applyMarketPrice(price);
        afterCacheUpdate();
      }),
      live.on('getHomeCacheUpdates', afterCacheUpdate),
      live.on('getMarketStatusByEventId', (snapshot) => primeMarketPrices(snapshot.markets)),
      live.on('getPtsUpdates', (pts) => {
        if (selectHasSession(useSession.getState())) queryClient.setQueryData(accountKeys.pts, pts);
      }),
      live.on('getBroadcastNotification', ({ title, description, image }) => {
        toast(title, {
          description: image ? (
            <span className="flex flex-col gap-2">
              <img src={image} alt="" className="max-h-40 rounded object-contain" />
              {description}
            </span>
          ) : (
            description
          ),
        });
      }),
      // Messages for this tab may have been lost while the server's processes could not reach
      // each other (docs/decisions/redis-outage.md): any query may be behind, so every one on
      // screen is refetched and the rest are marked stale (refetched when next shown). The
      // live client has already rerun its on-connect hooks (rooms, price snapshots).
      live.onResync(() => void queryClient.invalidateQueries()),
      live.on('getRefreshPage', () => {
        // "Clear caches and reload": server data goes; the session (local storage) stays.
        queryClient.clear();
        window.location.reload();
      }),
    ];
    return () => {
      for (const off of offs) off();
      ptsRefresh.cancel();
    };
  }, [queryClient]);

  return (
    <>
      {children}
      <ReconnectingPill />
    </>
  );
}

/** Shown while the channel is down: live prices are paused (and every market reads suspended). */
function ReconnectingPill() {
  const { t } = useTranslation();
  const isDown = useLiveStatusStore((s) => s.socketDisconnect);
  if (!isDown) return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed bottom-20 left-1/2 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full whitespace-nowrap border border-line bg-surface px-4 py-2 text-sm font-semibold text-fg shadow-lg nav:bottom-4"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-accent" />
      {t('live.reconnecting', 'Reconnecting…')}
      <span className="font-normal text-muted max-xs:hidden">{t('live.paused', 'live data paused')}</span>
    </div>
  );
}
