import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { DEFAULT_STAKES, type Profile } from '@backlay/contract';
import { resetSessionBetweenTests } from '../components/test/reset-session';
import { signInPlayer, stubApi } from '../components/sports/test/fixtures';
import { accountKeys } from './account-queries';
import { TRY_AGAIN_ATTEMPTS, TRY_AGAIN_DELAY_MS } from '@backlay/contract';
import { useSession } from './session-store';
import { STAKE_CACHE_AGE_MS, stakeCacheKeys, useQuickBets, useSaveStakes, useSetConfirmBets, useStakes } from './stake-queries';

const mine = [
  { label: 'A', value: 10 },
  { label: 'B', value: 20 },
];

function wrapperWith(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    ),
  };
}

/** Writes the cache as the hooks do, by loading once with the given session signed in. */
async function cacheForThisSession(list = mine) {
  stubApi((path) => (path === '/api/user/stake' ? { body: { docs: list } } : undefined));
  const { wrapper } = wrapperWith();
  const { result, unmount } = renderHook(() => useStakes(), { wrapper });
  await waitFor(() => expect(result.current.presets).toEqual(list));
  unmount();
}

resetSessionBetweenTests();

describe('useStakes / useQuickBets', () => {
  it('show a fresh cached list of this session at once, without a call', async () => {
    act(() => signInPlayer());
    await cacheForThisSession();
    const fetchMock = stubApi(() => undefined);
    const { result } = renderHook(() => useStakes(), wrapperWith());
    expect(result.current.presets).toEqual(mine);
    expect(result.current.isLoading).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ignore another session's cache, and refetch an old one", async () => {
    act(() => signInPlayer());
    await cacheForThisSession();
    // Another login on this browser: a new token.
    act(() => useSession.setState({ token: 'other-token' }));
    const fetchMock = stubApi((path) => (path === '/api/user/stake' ? { body: { docs: DEFAULT_STAKES } } : undefined));
    const { result, unmount } = renderHook(() => useStakes(), wrapperWith());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.presets).toEqual(DEFAULT_STAKES));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();

    const cached = JSON.parse(localStorage.getItem(stakeCacheKeys.stakes)!) as { at: number };
    localStorage.setItem(stakeCacheKeys.stakes, JSON.stringify({ ...cached, at: Date.now() - STAKE_CACHE_AGE_MS - 1 }));
    const again = renderHook(() => useStakes(), wrapperWith());
    expect(again.result.current.presets).toEqual(DEFAULT_STAKES);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("keep this session's cached list when a refresh fails, else fall back to the defaults", async () => {
    act(() => signInPlayer());
    await cacheForThisSession();
    const cached = JSON.parse(localStorage.getItem(stakeCacheKeys.stakes)!) as { at: number };
    localStorage.setItem(stakeCacheKeys.stakes, JSON.stringify({ ...cached, at: 0 }));
    stubApi(() => undefined);
    const stakes = renderHook(() => useStakes(), wrapperWith());
    await waitFor(() => expect(stakes.result.current.isLoading).toBe(false));
    expect(stakes.result.current.presets).toEqual(mine);
    expect(stakes.result.current.isFallback).toBe(false);

    const quick = renderHook(() => useQuickBets(), wrapperWith());
    // Unanswered GETs are sent again before they fail (api-client.ts).
    await waitFor(() => expect(quick.result.current.isFallback).toBe(true), { timeout: TRY_AGAIN_ATTEMPTS * TRY_AGAIN_DELAY_MS });
    expect(quick.result.current.presets.map((p) => p.value)).toEqual([1000, 2000, 3000]);
  });

  it('read only the cache while not wanted (quick bet off), and load once wanted', async () => {
    act(() => signInPlayer());
    const fetchMock = stubApi((path) => (path === '/api/user/quickBet' ? { body: { docs: mine } } : undefined));
    const { result, rerender } = renderHook(({ isWanted }) => useQuickBets({ isWanted }), {
      ...wrapperWith(),
      initialProps: { isWanted: false },
    });
    expect(result.current.presets.map((p) => p.value)).toEqual([1000, 2000, 3000]);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ isWanted: true });
    await waitFor(() => expect(result.current.presets).toEqual(mine));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('do not call the server for a signed-out visitor, who sees the defaults', () => {
    const fetchMock = stubApi(() => undefined);
    const { result } = renderHook(() => useStakes(), wrapperWith());
    expect(result.current.presets).toEqual(DEFAULT_STAKES);
    expect(result.current.isLoading).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useSaveStakes', () => {
  it('refuses a demo account with the docs/product.md error, without a call', async () => {
    act(() => {
      signInPlayer();
      useSession.setState({ isDemo: true });
    });
    const fetchMock = stubApi(() => undefined);
    const { result } = renderHook(() => useSaveStakes(), wrapperWith());
    act(() => result.current.mutate(mine));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(await screen.findByText('This is your Demo Account, Please Login as Normal user')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to log in first', async () => {
    const fetchMock = stubApi(() => undefined);
    const { result } = renderHook(() => useSaveStakes(), wrapperWith());
    act(() => result.current.mutate(mine));
    expect(await screen.findByText('login first to continue')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the save fails", async () => {
    act(() => signInPlayer());
    stubApi((path) =>
      path === '/api/user/stake' ? { status: 400, body: { message: 'Label is required', code: 'VALIDATION' } } : undefined,
    );
    const { result } = renderHook(() => useSaveStakes(), wrapperWith());
    act(() => result.current.mutate([{ label: 'x', value: 1 }]));
    expect(await screen.findByText('Label is required')).toBeTruthy();
    expect(result.current.isPending).toBe(false);
  });
});

describe('useSetConfirmBets', () => {
  it('sends the switch and puts the answered value into the cached profile', async () => {
    act(() => signInPlayer());
    const fetchMock = stubApi((path) =>
      path === '/api/user/confirmBets' ? { body: { message: 'Updated Sucessfully', docs: { confirmBets: true } } } : undefined,
    );
    const { client, wrapper } = wrapperWith();
    client.setQueryData(accountKeys.profile, { _id: 'u1', confirmBets: false } as Profile);
    const { result } = renderHook(() => useSetConfirmBets(), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ confirmBets: true });
    expect(client.getQueryData<Profile>(accountKeys.profile)!.confirmBets).toBe(true);
    expect(useSession.getState().userData!.confirmBets).toBe(true);
  });
});
