import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where the toasts live. A modal <dialog> sits in the browser's top layer and makes the rest of
 * the page inert, so a toaster left in <body> is drawn under its backdrop and cannot be clicked.
 * The toasts' host therefore moves into the topmost open dialog (inside it, it is not inert and
 * joins its focus order) and back to <body> when the last one closes. Inside a dialog the host
 * is shown as a manual popover, re-shown after each move: that puts it in the top layer above
 * the dialog, clear of the dialog's own clipping and opening transform. In <body> it is a plain
 * element again, stacked as any fixed layer, so no toast sits in the top layer over the page's
 * own controls. Moving the host, not the toaster, keeps the toasts on screen across the move.
 */
const openDialogs: HTMLDialogElement[] = [];
let host: HTMLDivElement | null = null;

function toastHost(): HTMLDivElement {
  if (!host) {
    host = document.createElement('div');
    host.setAttribute('data-toast-layer', '');
    // Undo the popover's box: the toaster places itself (position: fixed).
    host.style.cssText = 'inset:auto;margin:0;padding:0;border:0;background:transparent;overflow:visible;';
  }
  return host;
}

const canPopover = (h: HTMLElement) => typeof h.showPopover === 'function';

function hide(h: HTMLElement) {
  if (canPopover(h) && h.hasAttribute('popover') && h.matches(':popover-open')) h.hidePopover();
}

function place() {
  const h = toastHost();
  const dialog = openDialogs.at(-1);
  // Hide, and show again over a dialog, so it is last in the top layer, above the one just opened.
  hide(h);
  const target = dialog ?? document.body;
  if (h.parentNode !== target) target.append(h);
  // A popover that is not showing is display: none, so the attribute goes with the showing.
  if (dialog && canPopover(h)) {
    h.setAttribute('popover', 'manual');
    h.showPopover();
  } else {
    h.removeAttribute('popover');
  }
}

/** A modal dialog has opened: the toasts go inside it. */
export function liftToasts(dialog: HTMLDialogElement) {
  openDialogs.push(dialog);
  if (host?.isConnected) place();
}

/** A modal dialog has closed (or unmounted): the toasts go to the next one down, or <body>. */
export function lowerToasts(dialog: HTMLDialogElement) {
  const i = openDialogs.lastIndexOf(dialog);
  if (i === -1) return;
  openDialogs.splice(i, 1);
  if (host?.isConnected || host?.parentNode === dialog) place();
}

/** Renders the toaster into the host above; mount it once, next to the app. */
export function ToastLayer({ children }: { children: ReactNode }) {
  const h = toastHost();
  useEffect(() => {
    place();
    return () => {
      hide(h);
      h.remove();
    };
  }, [h]);
  return createPortal(children, h);
}
