import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLiveStatusStore } from './live-socket';
import { usePollWhenLiveOff } from './use-live';

describe('polling when the operator switches the live channel off', () => {
  afterEach(() => useLiveStatusStore.setState({ isEnabled: true }));

  it('does not poll while the channel is allowed, and polls at the given pace once it is not', () => {
    const { result } = renderHook(() => usePollWhenLiveOff(2_000));
    expect(result.current).toBe(false);
    act(() => useLiveStatusStore.setState({ isEnabled: false }));
    expect(result.current).toBe(2_000);
    act(() => useLiveStatusStore.setState({ isEnabled: true }));
    expect(result.current).toBe(false);
  });
});
