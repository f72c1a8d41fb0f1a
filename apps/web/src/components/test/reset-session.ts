import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';

/** Every UI test starts signed out with no popup, and leaves no DOM or stubbed fetch behind. */
export function resetSessionBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().clear();
    useUi.setState({ authPopup: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
