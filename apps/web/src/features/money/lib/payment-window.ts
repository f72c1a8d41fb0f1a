/**
 * The provider's page opens in a new window (docs/product.md §4). The window is opened blank
 * at the click, before the provider call answers, because browsers block a window opened later
 * from a network callback; it is then pointed at the page, or closed when the call fails.
 */
export interface PaymentWindow {
  /** Points the window at the page; false when the browser blocked the window. */
  show(url: string): boolean;
  close(): void;
}

export function openPaymentWindow(): PaymentWindow {
  const win = window.open('', '_blank');
  // The provider's page must not reach back into our tab.
  if (win) win.opener = null;
  return {
    show(url) {
      if (!win || win.closed) return false;
      win.location.href = url;
      return true;
    },
    close() {
      if (win && !win.closed) win.close();
    },
  };
}
