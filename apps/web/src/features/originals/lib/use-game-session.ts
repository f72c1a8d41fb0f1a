import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OriginalsGameCode } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { tabStorage } from '../../../lib/storage';
import { openOriginalsSession } from '../api/open-originals-session';
import { getOriginalsBalance } from '../api/get-originals-balance';

export type GameSessionState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; session: string; userName: string; balance: number };

const NO_TOKEN = 'Open this game from the casino lobby.';

/**
 * Survives a reload of the page opened on its own: the launch token can be exchanged only for
 * 120 s. In the game screen's sandboxed frame there is no storage; a reload of the frame alone
 * exchanges the launch token again while it lasts.
 */
const storageKey = (game: OriginalsGameCode, launchToken: string) => `originals:${game}:${launchToken.slice(0, 16)}`;

/**
 * The game page's session: the launch token from the page's URL (`?token=`, put there by the
 * launch call) exchanged once for a game session. `setBalance` takes the balance every game
 * answer carries; `refreshBalance` asks the wallet (after a result the page did not cause,
 * e.g. a bust or an automatic cash-out).
 */
export function useGameSession(game: OriginalsGameCode) {
  const [params] = useSearchParams();
  const launchToken = params.get('token') ?? '';
  const [state, setState] = useState<GameSessionState>({ status: 'loading' });

  useEffect(() => {
    if (!launchToken) return;
    let isCurrent = true;
    const key = storageKey(game, launchToken);
    const saved = tabStorage.get(key);
    const open = async () => {
      if (saved) {
        try {
          const { docs } = await getOriginalsBalance(saved);
          return { session: saved, userName: tabStorage.get(`${key}:user`) ?? '', balance: docs.balance };
        } catch {
          tabStorage.remove(key);
        }
      }
      const { docs } = await openOriginalsSession(launchToken, game);
      tabStorage.set(key, docs.sessionToken);
      tabStorage.set(`${key}:user`, docs.userName);
      return { session: docs.sessionToken, userName: docs.userName, balance: docs.balance };
    };
    open().then(
      (ready) => isCurrent && setState({ status: 'ready', ...ready }),
      (err: unknown) => isCurrent && setState({ status: 'error', message: parseApiError(err) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [game, launchToken]);

  const setBalance = useCallback((balance: number) => {
    setState((s) => (s.status === 'ready' ? { ...s, balance } : s));
  }, []);
  const session = state.status === 'ready' ? state.session : null;
  const shown: GameSessionState = launchToken ? state : { status: 'error', message: NO_TOKEN };
  const refreshBalance = useCallback(async () => {
    if (!session) return;
    try {
      setBalance((await getOriginalsBalance(session)).docs.balance);
    } catch {
      // The next answer brings the balance anyway.
    }
  }, [session, setBalance]);
  return { state: shown, session, setBalance, refreshBalance };
}
