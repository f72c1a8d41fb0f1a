import { useSyncExternalStore } from 'react';

/**
 * Phones and tablets: up to 900 px wide (docs/product.md §2, the site's `nav` breakpoint is
 * 901 px). There the slip is a bottom drawer behind a floating button; wider screens show it as
 * a column beside the markets. Read from matchMedia so only one of the two is ever mounted.
 */
export const COMPACT_QUERY = '(max-width: 900px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(COMPACT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isCompact(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_QUERY).matches;
}

export function useCompactScreen(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
