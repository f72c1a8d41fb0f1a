import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BALANCE_CHANGED_MESSAGE } from '../../../lib/game-frame-messages';
import { GameFrame } from './game-frame';

const ready = (balance: number) => ({ status: 'ready' as const, session: 's1', userName: 'player1', balance });

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en-us', resources: {}, react: { useSuspense: false } });

function frame(balance: number) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <GameFrame title="Crash" state={ready(balance)}>
          {() => <p>the game</p>}
        </GameFrame>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** Makes the page look framed: its top window is another one. */
function inAFrame() {
  const top = Object.getOwnPropertyDescriptor(window, 'top');
  Object.defineProperty(window, 'top', { configurable: true, get: () => ({}) });
  return () => {
    if (top) Object.defineProperty(window, 'top', top);
    else delete (window as { top?: unknown }).top;
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('GameFrame', () => {
  it('opened on its own, shows the studio bar with the balance and the verify link, and posts nothing', () => {
    const post = vi.spyOn(window, 'postMessage');
    render(frame(900));
    expect(screen.getByRole('heading', { level: 1, name: 'Crash' })).toBeTruthy();
    expect(screen.getByTestId('game-balance').textContent).toBe('₹900.00');
    expect(screen.getByRole('link', { name: 'Verify fairness' })).toBeTruthy();
    expect(screen.getByText('the game')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("inside the site's game screen, shows no second balance bar and tells the game screen each balance", () => {
    const restore = inAFrame();
    try {
      const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
      const { rerender } = render(frame(900));
      expect(screen.queryByTestId('game-balance')).toBeNull();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Crash' }).className).toContain('sr-only');
      expect(screen.getByText('the game')).toBeTruthy();
      rerender(frame(800));
      rerender(frame(800));
      expect(post.mock.calls).toEqual([
        [{ type: BALANCE_CHANGED_MESSAGE, balance: 900 }, window.location.origin],
        [{ type: BALANCE_CHANGED_MESSAGE, balance: 800 }, window.location.origin],
      ]);
    } finally {
      restore();
    }
  });
});
