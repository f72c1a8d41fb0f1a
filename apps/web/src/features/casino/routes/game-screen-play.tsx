import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { CasinoGame } from '@backlay/contract';
import { paths, storageKeys } from '../../../config/paths';
import { selectHasSession, useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { storage } from '../../../lib/storage';
import { parseApiError } from '../../../lib/api-client';
import { accountKeys, usePts } from '../../../lib/account-queries';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { isBalanceChanged } from '../../../lib/game-frame-messages';
import { withFramePreferences } from '../../../lib/game-frame-preferences';
import { isLocale } from '../../../lib/i18n';
import { Icon } from '../../../components/ui/icons';
import { useLaunchCasinoGame } from '../api/launch-casino-game';
import { gameScreenPath, readGameQuery } from '../lib/game-links';
import { gameFrameSandbox, isSiteOrigin } from '../lib/game-frame-sandbox';
import { useGameMemory } from '../lib/game-memory';
import { CASINO_TEXT } from '../lib/messages';

/** While a game is open the balance is asked for this often (the game moves it through the wallet). */
export const PLAYING_BALANCE_REFRESH_MS = 10_000;

/**
 * /game-screen-play?gameId= (docs/product.md §2): the game full screen, without the shell's
 * bottom bar (the overlay covers the page; BottomBar also hides itself on this path). It asks
 * POST api/user/casino/launch for a token and shows the provider's page from the answer in a
 * frame. Closing refreshes the balance and goes back to where the player came from (the game
 * screen when the player arrived by a link). A visitor gets the login popup and no launch.
 */
export function GameScreenPlayRoute() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLogin = useSession((s) => s.isLogin);
  const hasSession = useSession(selectHasSession);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const colorMode = useUi((s) => s.colorMode);
  const { gameId } = readGameQuery(params);
  const passed = (location.state as { game?: CasinoGame } | null)?.game;
  const here = `${location.pathname}${location.search}`;
  useLoginWhenSignedOut(here);
  const [attempt, setAttempt] = useState(0);
  const launch = useLaunchCasinoGame(gameId, attempt, hasSession);
  const { played } = useGameMemory();
  const pts = usePts();
  const game = launch.data?.game ?? passed;

  const refreshBalance = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.pts });
    void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
  }, [queryClient]);

  // A launched game counts as played.
  useEffect(() => {
    if (launch.data) played(launch.data.game);
  }, [launch.data, played]);

  // Keep the balance current while playing, and fresh after leaving by any way (Close, Back).
  useEffect(() => {
    if (!isLogin) return;
    const id = setInterval(refreshBalance, PLAYING_BALANCE_REFRESH_MS);
    return () => {
      clearInterval(id);
      refreshBalance();
    };
  }, [isLogin, refreshBalance]);

  // A game page of our own studio says when the wallet moved: the balance follows at once.
  const frame = useRef<HTMLIFrameElement>(null);
  const isStudioPage = launch.data ? isSiteOrigin(launch.data.launchUrl) : false;
  useEffect(() => {
    if (!isLogin || !isStudioPage) return;
    const onMessage = (event: MessageEvent) => {
      if (isBalanceChanged(event, frame.current?.contentWindow)) refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isLogin, isStudioPage, refreshBalance]);

  // Our studio's page cannot read the player's theme and language from the site's storage
  // (lib/game-frame-preferences.ts): they go in its URL, as they stood when the game screen
  // opened (a new URL would reload the game). An outside provider's URL stays as it came.
  const [preferences] = useState(() => {
    const language = i18n.language?.toLowerCase();
    return { colorMode, language: isLocale(language) ? language : undefined };
  });
  const frameUrl = launch.data && isStudioPage ? withFramePreferences(launch.data.launchUrl, preferences) : launch.data?.launchUrl;

  // Full screen: the page under the player does not scroll.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  const close = () => {
    refreshBalance();
    // 'default' is the first page of this visit: nothing of ours to go back to.
    if (location.key !== 'default') void navigate(-1);
    else
      void navigate(game ? gameScreenPath(game) : gameId ? `${paths.gameScreen}?gameId=${encodeURIComponent(gameId)}` : paths.topCasino, {
        replace: true,
      });
  };

  let content;
  if (!isLogin) {
    content = (
      <Notice
        text={t('casino.loginToPlayText', 'Log in to play this game.')}
        action={
          <button
            type="button"
            className="btn btn-accent"
            onClick={() => {
              storage.set(storageKeys.redirectPath, here);
              openAuthPopup('login');
            }}
          >
            {t('casino.login', 'Login')}
          </button>
        }
      />
    );
  } else if (!gameId) {
    content = <Notice text={t('casino.noDataFound', CASINO_TEXT.noDataFound)} />;
  } else if (launch.data && isOwnPlayer(launch.data.launchUrl)) {
    // A provider whose launch URL is this very page would nest players without end.
    content = <Notice text={CASINO_TEXT.gameNotAvailable} />;
  } else if (launch.isError) {
    content = (
      <Notice
        text={parseApiError(launch.error)}
        action={
          <button type="button" className="btn btn-accent" onClick={() => setAttempt((a) => a + 1)}>
            <Icon name="refresh" size={16} />
            {t('casino.tryAgain', 'Try again')}
          </button>
        }
      />
    );
  } else if (!launch.data) {
    content = (
      <div role="status" className="grid h-full place-items-center text-sm font-semibold text-white/80">
        <span className="flex items-center gap-3">
          <span className="size-5 animate-spin rounded-full border-2 border-white/30 border-t-white" />
          {t('casino.launching', 'Opening the game…')}
        </span>
      </div>
    );
  } else {
    content = (
      <iframe
        ref={frame}
        key={launch.data.token}
        src={frameUrl}
        title={launch.data.game.name}
        className="block size-full border-0 bg-black"
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        sandbox={gameFrameSandbox(launch.data.launchUrl)}
      />
    );
  }

  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-black text-white" data-testid="game-player">
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-white/10 bg-neutral-950 px-2 pt-[env(safe-area-inset-top)]">
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-bold hover:bg-white/10"
        >
          <Icon name="close" size={20} />
          <span>{t('casino.closeGame', 'Close')}</span>
        </button>
        <div className="min-w-0 flex-1 text-center leading-tight">
          <p className="truncate text-sm font-bold">{game?.name ?? ''}</p>
          <p className="truncate text-[11px] text-white/60">{game?.subProviderName ?? ''}</p>
        </div>
        {isLogin && (
          <button
            type="button"
            onClick={refreshBalance}
            aria-label={t('casino.refreshBalance', 'Refresh balance')}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-right hover:bg-white/10"
          >
            <span className="leading-tight">
              <span className="block text-[10px] font-medium text-white/60">{t('casino.balance', 'Balance')}</span>
              <span className="block text-sm font-bold tabular-nums" aria-live="polite" data-testid="player-balance">
                {pts.data ? `₹${formatAmount(pts.data.availablePts)}` : '—'}
              </span>
            </span>
            <Icon name="refresh" size={16} className={pts.isFetching ? 'animate-spin' : ''} />
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1">{content}</div>
    </div>
  );
}

function Notice({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div role="alert" className="grid h-full place-items-center p-6">
      <div className="max-w-sm space-y-4 text-center">
        <p className="text-base font-semibold">{text}</p>
        {action}
      </div>
    </div>
  );
}

/** Whether a launch URL points back at this player page (a misconfigured provider). */
export function isOwnPlayer(launchUrl: string): boolean {
  try {
    const url = new URL(launchUrl, window.location.origin);
    return url.origin === window.location.origin && url.pathname === paths.gameScreenPlay;
  } catch {
    return false;
  }
}
