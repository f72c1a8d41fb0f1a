import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  DEFAULT_QUICK_BETS,
  DEFAULT_STAKES,
  routes,
  STAKE_MESSAGES,
  type Profile,
  type StakePreset,
  type StakePresetInput,
} from '@backlay/contract';
import { ApiError, callApi, parseApiError } from './api-client';
import { accountKeys } from './account-queries';
import { selectIsPlayerSession, useSession } from './session-store';
import { storage } from './storage';

/**
 * The player's stake buttons and quick-bet amounts (docs/product.md §3 "Stake preset", §7), for
 * the bet slip and the /button-values page, and the bet-confirmation switch.
 *
 * The lists are cached locally (docs/product.md: "docs cached locally") so the slip shows the
 * player's buttons at once after a reload. Decisions where docs/product.md is silent:
 * - the cache is tied to the session that wrote it (a fingerprint of its token, never the
 *   token), so the next account on a shared browser never sees the last one's amounts;
 * - it is fresh for 10 minutes; older, the list is fetched again (and still shown meanwhile);
 * - when a load fails the player keeps this session's cached list, else gets the defaults
 *   (docs/product.md §8 "falls back to the defaults"): the slip is never without buttons.
 */
export const STAKE_CACHE_AGE_MS = 10 * 60_000;

export const stakeKeys = {
  all: ['stakes'] as const,
  stakes: ['stakes', 'buttons'] as const,
  quickBets: ['stakes', 'quickBets'] as const,
};

/** Local-storage keys of the cached lists (docs/product.md §9 "stake cache"). */
export const stakeCacheKeys = { stakes: 'stakeCache', quickBets: 'quickBetCache' } as const;
type CacheKey = (typeof stakeCacheKeys)[keyof typeof stakeCacheKeys];

interface CachedList {
  owner: string;
  at: number;
  list: StakePreset[];
}

/**
 * FNV-1a of the token: enough to tell sessions apart, useless to anyone who reads it. The bet
 * slip's quick-bet setting is tied to its session the same way.
 */
export function sessionFingerprint(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

function readCache(key: CacheKey, token: string | null): CachedList | null {
  if (!token) return null;
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CachedList>;
    const isValid =
      parsed.owner === sessionFingerprint(token) &&
      typeof parsed.at === 'number' &&
      Array.isArray(parsed.list) &&
      parsed.list.every((p) => typeof p?.label === 'string' && Number.isInteger(p?.value));
    return isValid ? (parsed as CachedList) : null;
  } catch {
    return null;
  }
}

function writeCache(key: CacheKey, token: string | null, list: StakePreset[]): void {
  if (!token) return;
  storage.set(key, JSON.stringify({ owner: sessionFingerprint(token), at: Date.now(), list } satisfies CachedList));
}

interface PresetListSpec {
  queryKey: QueryKey;
  route: typeof routes.stakes.getStakes | typeof routes.stakes.getQuickBets;
  cacheKey: CacheKey;
  defaults: readonly StakePreset[];
}

const stakeList: PresetListSpec = {
  queryKey: stakeKeys.stakes,
  route: routes.stakes.getStakes,
  cacheKey: stakeCacheKeys.stakes,
  defaults: DEFAULT_STAKES,
};
const quickBetList: PresetListSpec = {
  queryKey: stakeKeys.quickBets,
  route: routes.stakes.getQuickBets,
  cacheKey: stakeCacheKeys.quickBets,
  defaults: DEFAULT_QUICK_BETS,
};

/** Only role user has stakes and quick bets (docs/product.md §6). */
function useIsPlayer(): boolean {
  return useSession(selectIsPlayerSession);
}

function usePresetList(spec: PresetListSpec, isWanted = true) {
  const isPlayer = useIsPlayer();
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: spec.queryKey,
    enabled: isPlayer && isWanted,
    staleTime: STAKE_CACHE_AGE_MS,
    initialData: () => readCache(spec.cacheKey, token)?.list,
    initialDataUpdatedAt: () => readCache(spec.cacheKey, token)?.at,
    queryFn: async ({ signal }) => {
      const docs = (await callApi(spec.route, { signal })).docs;
      writeCache(spec.cacheKey, token, docs);
      return docs;
    },
  });
  return {
    /** The buttons to show: the loaded or cached list, else the defaults. */
    presets: query.data ?? spec.defaults.map((p) => ({ ...p })),
    /** True while the first load of this session runs (no cached list yet). */
    isLoading: isPlayer && query.isPending,
    /** The load failed with nothing cached: the defaults stand in (docs/product.md §8). */
    isFallback: query.isError && query.data === undefined,
  };
}

/** The six (by default) stake buttons of the slip. */
export function useStakes() {
  return usePresetList(stakeList);
}

/**
 * The three quick-bet amounts; the slip selects the first by default. `isWanted` false reads
 * what is cached without loading (the event page's prices only need them with quick bet on).
 */
export function useQuickBets({ isWanted = true }: { isWanted?: boolean } = {}) {
  return usePresetList(quickBetList, isWanted);
}

/**
 * Why this session may not save stakes, or null: signed-out visitors and demo accounts get
 * the messages of docs/product.md §5 without a call to the server.
 */
export function stakeEditBlock(state: { isLogin: boolean; isDemo: boolean; userType: string | null }): string | null {
  if (!state.isLogin) return STAKE_MESSAGES.loginFirst;
  if (state.isDemo) return STAKE_MESSAGES.demoAccount;
  if (state.userType !== 'user') return STAKE_MESSAGES.loginFirst;
  return null;
}

function useSavePresetList(spec: PresetListSpec, save: typeof routes.stakes.saveStakes | typeof routes.stakes.saveQuickBets) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (presets: StakePresetInput[]) => {
      const session = useSession.getState();
      const blocked = stakeEditBlock(session);
      if (blocked) throw new ApiError(session.isLogin ? 403 : 401, 'FORBIDDEN', blocked);
      // The server drops unknown keys too; docs/product.md has the client remove `_id` itself.
      const stake = presets.map(({ label, value }) => ({ label, value }));
      const { docs } = await callApi(save, { body: { stake } });
      return { docs, token: session.token };
    },
    onSuccess: ({ docs, token }) => {
      queryClient.setQueryData(spec.queryKey, docs);
      writeCache(spec.cacheKey, token, docs);
      toast.success(t('stakes.updated', STAKE_MESSAGES.updated));
    },
    onError: (err) => toast.error(stakeErrorText(err, t)),
  });
}

/** The login and demo messages of docs/product.md are translated; other errors show the server's text. */
function stakeErrorText(err: unknown, t: (key: string, en: string) => string): string {
  const message = parseApiError(err);
  if (message === STAKE_MESSAGES.loginFirst) return t('stakes.loginFirst', STAKE_MESSAGES.loginFirst);
  if (message === STAKE_MESSAGES.demoAccount) return t('stakes.demoAccount', STAKE_MESSAGES.demoAccount);
  return message;
}

/** POST api/user/stake with the 'Updated Sucessfully' toast. */
export function useSaveStakes() {
  return useSavePresetList(stakeList, routes.stakes.saveStakes);
}

/** POST api/user/quickBet with the 'Updated Sucessfully' toast. */
export function useSaveQuickBets() {
  return useSavePresetList(quickBetList, routes.stakes.saveQuickBets);
}

/**
 * POST api/user/confirmBets: switches the slip's confirmation dialog. The profile in the
 * cache takes the answered value at once, so the slip reads it without waiting for a reload.
 */
export function useSetConfirmBets() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setProfile = useSession((s) => s.setProfile);
  return useMutation({
    mutationFn: async (confirmBets: boolean) => (await callApi(routes.stakes.setConfirmBets, { body: { confirmBets } })).docs.confirmBets,
    onSuccess: (confirmBets) => {
      const profile = queryClient.getQueryData<Profile>(accountKeys.profile) ?? useSession.getState().userData;
      if (profile) {
        const next = { ...profile, confirmBets };
        queryClient.setQueryData(accountKeys.profile, next);
        setProfile(next);
      }
    },
    onError: (err) => toast.error(stakeErrorText(err, t)),
  });
}
