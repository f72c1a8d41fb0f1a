/**
 * Between the site's game screen (/game-screen-play, casino feature) and a game page of our own
 * studio it frames (Backlay Originals, originals feature). The framed page shows no balance of
 * its own — the game screen's bar is the one balance on screen — and tells the game screen when
 * the wallet moved, so that bar follows at once instead of at its next poll. The studio's page
 * runs sandboxed without the site's origin (casino lib/game-frame-sandbox.ts), so its messages
 * come from the opaque origin 'null': the game screen hears only its own frame, and only while
 * that frame shows the studio's page. The message carries no authority: it only asks for a
 * fresh balance from the site's API.
 */
export const BALANCE_CHANGED_MESSAGE = 'backlay:game-balance-changed';

export interface BalanceChangedMessage {
  type: typeof BALANCE_CHANGED_MESSAGE;
  /** The wallet's available points after the change, in rupees. */
  balance: number;
}

/** Whether this page runs inside another page's frame (a cross-origin parent counts as one). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Tells the framing page that the balance changed; nothing when not framed. The target is the
 * site's origin (this page's URL's; its own document origin is opaque in the game screen).
 */
export function postBalanceChanged(balance: number): void {
  if (!isFramed()) return;
  const message: BalanceChangedMessage = { type: BALANCE_CHANGED_MESSAGE, balance };
  window.parent.postMessage(message, window.location.origin);
}

/** The origin a sandboxed page (no allow-same-origin) posts from. */
const OPAQUE_ORIGIN = 'null';

/** Whether a message event is a balance change from `frame` (that very frame, sandboxed by the game screen). */
export function isBalanceChanged(event: MessageEvent, frame: Window | null | undefined): event is MessageEvent<BalanceChangedMessage> {
  if (!frame || event.source !== frame || event.origin !== OPAQUE_ORIGIN) return false;
  const data = event.data as Partial<BalanceChangedMessage> | null;
  return typeof data === 'object' && data !== null && data.type === BALANCE_CHANGED_MESSAGE && typeof data.balance === 'number';
}
