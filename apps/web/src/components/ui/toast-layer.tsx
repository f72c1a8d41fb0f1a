import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where the toasts live. A modal <dialog> sits in the browser's top layer and makes the rest of
 * the page inert, so a toaster left in <body> is drawn under its backdrop and cannot be clicked.
 * The toasts' host therefore moves into the topmost open dialog (inside it, it is not inert and
 * joins its focus order) and back to <body> when the last one closes. The host is a manual
 * popover, re-shown after each move: that puts it in the top layer above the dialog, clear of
 * the dialog's own clipping and opening transform. Moving the host, not the toaster, keeps the
 * toasts on screen across the move.
 */
const openDialogs: HTMLDialogElement[] = [];
let host: HTMLDivElement | null = null;

function toastHost(): HTMLDivElement {
  if (!host) {
    host = document.createElement('div');
    host.setAttribute('data-toast-layer', '');
    host.setAttribute('popover', 'manual');
    // Undo the popover's box: the toaster places itself (position: fixed).
    host.style.cssText = 'inset:auto;margin:0;padding:0;border:0;background:transparent;overflow:visible;';
  }
  return host;
}

const canPopover = (h: HTMLElement) => typeof h.showPopover === 'function';

function hide(h: HTMLElement) {
  if (canPopover(h) && h.matches(':popover-open')) h.hidePopover();
}

function place() {
  const h = toastHost();
  const target = openDialogs.at(-1) ?? document.body;
  // Hide and show again so it is last in the top layer, above the dialog just opened.
  hide(h);
  if (h.parentNode !== target) target.append(h);
  if (canPopover(h)) h.showPopover();
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
