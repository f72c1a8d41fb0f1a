/**
 * A page loaded before a deploy asks for chunks the new build no longer has (their names are
 * content hashes); the server answers those with 404 (apps/server/src/app.ts), so the import
 * fails. Reloading fetches the new index.html and its chunks. Once per 30 s at most, so a chunk
 * that is missing for another reason shows the error page instead of reloading forever.
 */
const RELOADED_AT_KEY = 'backlay.staleBuildReloadAt';
const RELOAD_AT_MOST_EVERY_MS = 30_000;

/** Whether an error is a failed import of a chunk (the browsers' wordings differ). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|module script failed|Unable to preload CSS|Loading (CSS )?chunk/i.test(message);
}

/** Reloads the page unless it did so in the last 30 s; answers whether it did. */
export function reloadForNewBuild(storage: Storage = sessionStorage, now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_AT_MOST_EVERY_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}

/** Vite's event for a failed chunk preload: reload instead of letting the import fail. */
export function reloadOnStaleChunks(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
