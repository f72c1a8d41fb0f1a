/* global document, location */
// Night mode before the first paint (local storage 'theme', default dark), so a light visitor
// never sees a dark flash and the other way round. A file, not an inline script: the site's
// Content-Security-Policy runs no inline script (docs/architecture.md §9). A studio page in the
// game screen's sandboxed frame has no storage: it takes the mode the game screen put in its
// URL ('?theme=', src/lib/game-frame-preferences.ts), as src/lib/ui-store.ts does.
{
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // No storage (private mode; a page in the game screen's sandboxed frame).
  }
  if (theme !== 'light' && theme !== 'dark') theme = new URLSearchParams(location.search).get('theme');
  if (theme === 'light') {
    document.documentElement.classList.remove('dark');
    document.querySelector('meta[name="theme-color"]').setAttribute('content', '#f1f5f9');
  }
}
