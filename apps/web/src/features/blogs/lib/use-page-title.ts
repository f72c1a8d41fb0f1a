import { useEffect } from 'react';

/** The tab title of a content page, "{title} · {brand}", restored when the page goes. */
export function usePageTitle(title: string, brand: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}
