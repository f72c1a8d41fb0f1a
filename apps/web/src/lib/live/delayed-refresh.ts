/**
 * Runs `refresh` once, `delayMs` after the first trigger of a burst; triggers while one is
 * pending join it. Not a debounce that restarts on every trigger: price messages come many
 * times a second while a market is live, and a restarted timer would never fire.
 */
export function delayedRefresh(refresh: () => void, delayMs: number): { trigger(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    trigger() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        refresh();
      }, delayMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
