/**
 * What a provider's page may do in the game screen's frame: run its scripts, send its forms and
 * open popups that leave the sandbox (a provider's help or cashier page); never navigate the
 * site's page (no allow-top-navigation).
 */
const PROVIDER_PAGE = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Whether a launch URL opens a page of the site's own origin (our studio's pages are relative). */
export function isSiteOrigin(launchUrl: string, siteOrigin: string = window.location.origin): boolean {
  try {
    return new URL(launchUrl, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}

/**
 * The frame's sandbox flags. A page of the site's own origin (Backlay Originals) never gets
 * allow-same-origin: with its scripts it could then read the site's local storage, where the
 * session token lives, and lift its own sandbox. It runs with an opaque origin and talks to its
 * game server with the launch's game session only. A provider's page of another origin keeps
 * that origin (allow-same-origin), which is its own, not ours: its storage works and ours stays
 * out of reach (docs/architecture.md §9).
 */
export function gameFrameSandbox(launchUrl: string, siteOrigin: string = window.location.origin): string {
  return isSiteOrigin(launchUrl, siteOrigin) ? PROVIDER_PAGE : `${PROVIDER_PAGE} allow-same-origin`;
}
